{
  "targets": [
    {
      "target_name": "tesseract",
      "sources": ["src/addon.cc", "src/recognize.cc"],
      "include_dirs": [
        "<!(node -p \"require('node-addon-api').include_dir\")",
        "<!@(pkg-config --cflags-only-I tesseract lept | sed s/-I//g)"
      ],
      "libraries": ["<!@(pkg-config --libs tesseract lept)"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-fno-rtti"],
      "cflags_cc": ["-std=c++17", "-O2", "-Wall"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "NODE_ADDON_API_DISABLE_DEPRECATED"]
    }
  ]
}
