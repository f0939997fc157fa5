#!/usr/bin/env python3
"""Export timm ViTs to ONNX for iris's ml-embeddings service.

Run on a machine with PyPI and Hugging Face access (iris's machines have neither):

    python -m venv .venv && . .venv/bin/activate
    pip install -r models/export/requirements.txt
    python models/export/export_timm.py                       # both models
    python models/export/export_timm.py vit_base_patch16_224  # one

For each model it:
  1. builds the timm model with its default pretrained weights and the classifier removed
     (num_classes=0), so the output is the pooled embedding (class token after the final
     norm: 768 values for ViT-B/16, 1024 for ViT-L/16);
  2. checks timm's data config (input size, interpolation, mean, std, crop_pct) against the
     `preprocess` block of models/manifest.json — the service preprocesses from the manifest,
     so a mismatch stops the export;
  3. exports with torch.onnx.export (opset 17, input `pixel_values` [batch, 3, 224, 224],
     output `embedding` [batch, dim], dynamic batch axis);
  4. runs the ONNX file with onnxruntime on a random batch of 2 and compares it with PyTorch
     (max abs difference must be below 1e-3);
  5. writes the file to models/onnx/<name>.onnx and its sha256 into the manifest, which the
     service verifies before loading.

Copy models/onnx/<name>.onnx and the updated manifest.json to the iris host (or bake them
into the image); the service then lists the model as `available`.
"""

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import onnxruntime
import timm
import timm.data
import torch

MODELS_DIR = Path(__file__).resolve().parent.parent
MANIFEST = MODELS_DIR / "manifest.json"
EXPORTABLE = ("vit_base_patch16_224", "vit_large_patch16_224")
INTERPOLATION = {"bicubic": "bicubic", "bilinear": "bilinear", "nearest": "nearest"}


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def check_data_config(model: torch.nn.Module, entry: dict) -> None:
    config = timm.data.resolve_data_config({}, model=model)
    want = entry["preprocess"]
    problems = []
    if tuple(config["input_size"]) != (3, *want["size"]):
        problems.append(f"input_size {config['input_size']} vs size {want['size']}")
    if INTERPOLATION.get(config["interpolation"]) != want["interpolation"]:
        problems.append(f"interpolation {config['interpolation']} vs {want['interpolation']}")
    if want["resize"] != "crop" or abs(config["crop_pct"] - want.get("crop_pct", 1)) > 1e-6:
        problems.append(f"crop_pct {config['crop_pct']} vs {want.get('crop_pct')}")
    for key in ("mean", "std"):
        if not np.allclose(config[key], want[key], atol=1e-6):
            problems.append(f"{key} {config[key]} vs {want[key]}")
    if problems:
        sys.exit(f"{entry['name']}: manifest preprocess differs from timm: {'; '.join(problems)}")


def export(entry: dict) -> None:
    name = entry["name"]
    model = timm.create_model(name, pretrained=True, num_classes=0).eval()
    check_data_config(model, entry)
    out_path = MODELS_DIR / entry["file"]
    out_path.parent.mkdir(parents=True, exist_ok=True)
    sample = torch.randn(2, 3, *entry["preprocess"]["size"])
    with torch.no_grad():
        expected = model(sample).numpy()
        torch.onnx.export(
            model,
            sample,
            str(out_path),
            input_names=[entry["input"]["name"]],
            output_names=[entry["output"]["name"]],
            dynamic_axes={entry["input"]["name"]: {0: "batch"}, entry["output"]["name"]: {0: "batch"}},
            opset_version=17,
            do_constant_folding=True,
        )
    if expected.shape[1] != entry["embedding_dim"]:
        sys.exit(f"{name}: embedding has {expected.shape[1]} values, manifest says {entry['embedding_dim']}")
    session = onnxruntime.InferenceSession(str(out_path), providers=["CPUExecutionProvider"])
    actual = session.run([entry["output"]["name"]], {entry["input"]["name"]: sample.numpy()})[0]
    diff = float(np.abs(actual - expected).max())
    if diff > 1e-3:
        sys.exit(f"{name}: ONNX output differs from PyTorch by {diff}")
    entry["sha256"] = sha256(out_path)
    size_mb = out_path.stat().st_size / 2**20
    print(f"{name}: {out_path} ({size_mb:.0f} MiB), max |onnx - torch| = {diff:.2e}, sha256 {entry['sha256']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("models", nargs="*", default=list(EXPORTABLE), choices=EXPORTABLE)
    args = parser.parse_args()
    manifest = json.loads(MANIFEST.read_text())
    entries = {m["name"]: m for m in manifest["models"]}
    for name in args.models:
        export(entries[name])
    MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"updated {MANIFEST}")


if __name__ == "__main__":
    main()
