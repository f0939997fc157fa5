{
  "targets": [
    {
      "target_name": "opencv",
      "sources": [
        "src/addon.cc",
        "src/args.cc",
        "src/crash.cc",
        "src/mat.cc",
        "src/imgproc.cc",
        "src/core.cc",
        "src/warp.cc",
        "src/kernels.cc",
        "src/corners.cc"
      ],
      "include_dirs": [
        "<!(node -p \"require('node-addon-api').include_dir\")",
        "/usr/include/opencv4",
        "/usr/local/include/opencv4"
      ],
      "libraries": ["-lopencv_imgproc", "-lopencv_core"],
      "defines": ["NAPI_VERSION=8", "NODE_ADDON_API_DISABLE_DEPRECATED"],
      "cflags_cc!": ["-fno-exceptions", "-fno-rtti"],
      "cflags_cc": ["-std=c++17", "-O3", "-fexceptions", "-Wall", "-Wextra", "-Wno-unused-parameter", "-ffp-contract=off"]
    }
  ]
}
