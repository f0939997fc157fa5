import onnxProto from "onnx-proto";

const { onnx } = onnxProto;
const DT = onnx.TensorProto.DataType;
const AT = onnx.AttributeProto.AttributeType;

/** Element types a built graph's inputs, outputs and constants may have. */
export type TensorType = "float32" | "int64" | "int32";

/** A tensor dimension: a fixed size or a symbolic name (e.g. "batch"). */
export type Dim = number | string;

/** A float attribute (plain numbers are written as INT attributes). */
export interface FloatAttr {
  float: number;
}
/** A list-of-floats attribute. */
export interface FloatsAttr {
  floats: number[];
}
/** A node attribute value: int, float, ints, floats or string. */
export type AttrValue = number | FloatAttr | number[] | FloatsAttr | string;

/** Marks `value` as a FLOAT attribute (`{ epsilon: float(1e-6) }`). */
export function float(value: number): FloatAttr {
  return { float: value };
}

/** Marks `values` as a FLOATS attribute. */
export function floats(values: number[]): FloatsAttr {
  return { floats: values };
}

const ELEMENT_TYPE: Record<TensorType, number> = {
  float32: DT.FLOAT,
  int64: DT.INT64,
  int32: DT.INT32,
};

/**
 * Builds an ONNX model from TypeScript: declare inputs, constants (initializers) and nodes,
 * then `toBytes()` gives a model file onnxruntime loads. Used for the test ViT fixture, the
 * embedded document-layout encoder and the classifier's exported heads — one builder, so the
 * opset and IR version are decided in one place.
 */
export class GraphBuilder {
  private readonly nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  private readonly initializers: InstanceType<typeof onnx.TensorProto>[] = [];
  private readonly inputs: InstanceType<typeof onnx.ValueInfoProto>[] = [];
  private readonly outputs: InstanceType<typeof onnx.ValueInfoProto>[] = [];
  private readonly names = new Set<string>();
  private counter = 0;

  /** `opset` is the default-domain opset (17 brings LayerNormalization). */
  constructor(
    readonly name: string,
    readonly opset = 17,
  ) {}

  /** Declares a graph input and returns its name. */
  input(name: string, dims: Dim[], type: TensorType = "float32"): string {
    this.claim(name);
    this.inputs.push(valueInfo(name, dims, type));
    return name;
  }

  /** Declares `value` (a node output) as a graph output named `name`. */
  output(value: string, name: string, dims: Dim[], type: TensorType = "float32"): string {
    if (value !== name) this.node("Identity", [value], {}, [name]);
    this.outputs.push(valueInfo(name, dims, type));
    return name;
  }

  /** Adds a float32 constant (initializer); returns its name. */
  constant(data: Float32Array | number[], dims: number[], name = this.fresh("const")): string {
    const values = data instanceof Float32Array ? data : Float32Array.from(data);
    assertSize(values.length, dims, name);
    this.claim(name);
    this.initializers.push(
      onnx.TensorProto.create({
        name,
        dims,
        dataType: DT.FLOAT,
        rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
      }),
    );
    return name;
  }

  /** Adds an int64 constant (shapes, axes, indices); returns its name. */
  int64(data: number[], dims: number[] = [data.length], name = this.fresh("i64")): string {
    assertSize(data.length, dims, name);
    const values = BigInt64Array.from(data.map((v) => BigInt(v)));
    this.claim(name);
    this.initializers.push(
      onnx.TensorProto.create({
        name,
        dims,
        dataType: DT.INT64,
        rawData: new Uint8Array(values.buffer),
      }),
    );
    return name;
  }

  /** A float32 scalar constant. */
  scalar(value: number): string {
    return this.constant([value], []);
  }

  /**
   * Adds a node and returns its output names (`outputs` names them, or says how many to
   * make). Most ops have one output: use {@link op} for those.
   */
  node(
    opType: string,
    inputs: string[],
    attrs: Record<string, AttrValue> = {},
    outputs: string[] | number = 1,
  ): string[] {
    const outs =
      typeof outputs === "number"
        ? Array.from({ length: outputs }, () => this.fresh(opType.toLowerCase()))
        : outputs;
    for (const out of outs) this.claim(out);
    this.nodes.push(
      onnx.NodeProto.create({
        opType,
        input: inputs,
        output: outs,
        name: this.fresh(`${opType}_node`),
        attribute: Object.entries(attrs).map(([key, value]) => attribute(key, value)),
      }),
    );
    return outs;
  }

  /** Adds a single-output node and returns the output's name. */
  op(opType: string, inputs: string[], attrs: Record<string, AttrValue> = {}): string {
    return this.node(opType, inputs, attrs, 1)[0] as string;
  }

  /**
   * Copies another ONNX model's graph into this one: its nodes and initializers, every name
   * prefixed with `prefix`, its graph inputs wired to tensors of this graph (`inputs`: the
   * model's input name → a name here). Answers a function giving the new name of any tensor
   * of the imported graph (its outputs or an intermediate one). Used to put a pretrained
   * network (the PP-OCRv4 text detector) in front of pooling built here; the imported nodes
   * run under this builder's opset, so check the result against the original model.
   */
  importGraph(
    bytes: Uint8Array,
    prefix: string,
    inputs: Record<string, string>,
  ): (name: string) => string {
    const graph = onnx.ModelProto.decode(bytes).graph;
    if (!graph) throw new Error("importGraph: the model has no graph");
    const rename = (name?: string | null) => (name ? (inputs[name] ?? `${prefix}${name}`) : "");
    for (const input of graph.input ?? []) {
      if (!(input.name && input.name in inputs))
        throw new Error(`importGraph: input "${input.name}" is not wired`);
    }
    for (const init of graph.initializer ?? []) {
      this.claim(rename(init.name));
      this.initializers.push(onnx.TensorProto.create({ ...init, name: rename(init.name) }));
    }
    for (const node of graph.node ?? []) {
      const output = (node.output ?? []).map(rename);
      for (const out of output) if (out) this.claim(out);
      this.nodes.push(
        onnx.NodeProto.create({
          ...node,
          name: `${prefix}${node.name ?? ""}`,
          input: (node.input ?? []).map(rename),
          output,
        }),
      );
    }
    return (name: string) => {
      const renamed = rename(name);
      if (!this.names.has(renamed) && !Object.values(inputs).includes(renamed))
        throw new Error(`importGraph: no tensor "${name}" in the imported graph`);
      return renamed;
    };
  }

  /** Serialises the model; `metadata` goes into metadata_props (e.g. a description). */
  toBytes(metadata: Record<string, string> = {}): Uint8Array {
    // Only nodes and initializers the outputs depend on: an imported network may compute
    // tensors (a detector's head) that the features built here never read.
    const needed = new Set(this.outputs.map((o) => o.name));
    const live = this.nodes
      .slice()
      .reverse()
      .filter((node) => {
        if (!node.output.some((o) => needed.has(o))) return false;
        for (const input of node.input) needed.add(input);
        return true;
      })
      .reverse();
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName: "iris",
      producerVersion: "1",
      opsetImport: [onnx.OperatorSetIdProto.create({ domain: "", version: this.opset })],
      metadataProps: Object.entries(metadata).map(([key, value]) =>
        onnx.StringStringEntryProto.create({ key, value }),
      ),
      graph: onnx.GraphProto.create({
        name: this.name,
        node: live,
        initializer: this.initializers.filter((init) => needed.has(init.name)),
        input: this.inputs,
        output: this.outputs,
      }),
    });
    return onnx.ModelProto.encode(model).finish();
  }

  private fresh(prefix: string): string {
    let name: string;
    do name = `${prefix}_${this.counter++}`;
    while (this.names.has(name));
    return name;
  }

  private claim(name: string): void {
    if (this.names.has(name)) throw new Error(`graph "${this.name}": name "${name}" is taken`);
    this.names.add(name);
  }
}

function valueInfo(name: string, dims: Dim[], type: TensorType) {
  return onnx.ValueInfoProto.create({
    name,
    type: onnx.TypeProto.create({
      tensorType: onnx.TypeProto.Tensor.create({
        elemType: ELEMENT_TYPE[type],
        shape: onnx.TensorShapeProto.create({
          dim: dims.map((d) =>
            typeof d === "number"
              ? onnx.TensorShapeProto.Dimension.create({ dimValue: d })
              : onnx.TensorShapeProto.Dimension.create({ dimParam: d }),
          ),
        }),
      }),
    }),
  });
}

function attribute(name: string, value: AttrValue) {
  if (typeof value === "number")
    return onnx.AttributeProto.create({ name, type: AT.INT, i: value });
  if (typeof value === "string") {
    return onnx.AttributeProto.create({
      name,
      type: AT.STRING,
      s: new TextEncoder().encode(value),
    });
  }
  if (Array.isArray(value)) return onnx.AttributeProto.create({ name, type: AT.INTS, ints: value });
  if ("float" in value) return onnx.AttributeProto.create({ name, type: AT.FLOAT, f: value.float });
  return onnx.AttributeProto.create({ name, type: AT.FLOATS, floats: value.floats });
}

function assertSize(length: number, dims: number[], name: string): void {
  const expected = dims.reduce((a, b) => a * b, 1);
  if (expected !== length) {
    throw new Error(`constant "${name}": ${length} values do not fill shape [${dims.join(", ")}]`);
  }
}
