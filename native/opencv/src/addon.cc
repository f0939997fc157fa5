#include <csignal>
#include <cstdlib>

#include "addon.h"

namespace iris {

AddonData& Instance(Napi::Env env) { return *env.GetInstanceData<AddonData>(); }

namespace {

/** Test hook (only with IRIS_OPENCV_CRASH_TEST=1 at load): a fault inside a named call. */
Napi::Value CrashForTesting(const Napi::CallbackInfo& info) {
  OpScope scope("crashForTesting");
  raise(SIGSEGV);
  return info.Env().Undefined();
}

void Constants(Napi::Object exports) {
  const std::pair<const char*, int> constants[] = {
      {"CV_8U", CV_8U},
      {"CV_8UC1", CV_8UC1},
      {"CV_8UC2", CV_8UC2},
      {"CV_8UC3", CV_8UC3},
      {"CV_8UC4", CV_8UC4},
      {"CV_16S", CV_16S},
      {"CV_16SC1", CV_16SC1},
      {"CV_16U", CV_16U},
      {"CV_32S", CV_32S},
      {"CV_32SC1", CV_32SC1},
      {"CV_32SC2", CV_32SC2},
      {"CV_32SC4", CV_32SC4},
      {"CV_32F", CV_32F},
      {"CV_32FC1", CV_32FC1},
      {"CV_32FC2", CV_32FC2},
      {"CV_32FC3", CV_32FC3},
      {"CV_64F", CV_64F},
      {"CV_64FC1", CV_64FC1},
      {"COLOR_RGB2GRAY", cv::COLOR_RGB2GRAY},
      {"COLOR_GRAY2RGB", cv::COLOR_GRAY2RGB},
      {"COLOR_RGB2Lab", cv::COLOR_RGB2Lab},
      {"COLOR_RGB2HSV", cv::COLOR_RGB2HSV},
      {"RETR_LIST", cv::RETR_LIST},
      {"RETR_EXTERNAL", cv::RETR_EXTERNAL},
      {"RETR_CCOMP", cv::RETR_CCOMP},
      {"RETR_TREE", cv::RETR_TREE},
      {"CHAIN_APPROX_NONE", cv::CHAIN_APPROX_NONE},
      {"CHAIN_APPROX_SIMPLE", cv::CHAIN_APPROX_SIMPLE},
      {"MORPH_RECT", cv::MORPH_RECT},
      {"MORPH_CROSS", cv::MORPH_CROSS},
      {"MORPH_ELLIPSE", cv::MORPH_ELLIPSE},
      {"MORPH_ERODE", cv::MORPH_ERODE},
      {"MORPH_DILATE", cv::MORPH_DILATE},
      {"MORPH_OPEN", cv::MORPH_OPEN},
      {"MORPH_CLOSE", cv::MORPH_CLOSE},
      {"MORPH_GRADIENT", cv::MORPH_GRADIENT},
      {"MORPH_TOPHAT", cv::MORPH_TOPHAT},
      {"MORPH_BLACKHAT", cv::MORPH_BLACKHAT},
      {"INTER_NEAREST", cv::INTER_NEAREST},
      {"INTER_LINEAR", cv::INTER_LINEAR},
      {"INTER_CUBIC", cv::INTER_CUBIC},
      {"INTER_AREA", cv::INTER_AREA},
      {"INTER_LANCZOS4", cv::INTER_LANCZOS4},
      {"WARP_INVERSE_MAP", cv::WARP_INVERSE_MAP},
      {"BORDER_CONSTANT", cv::BORDER_CONSTANT},
      {"BORDER_REPLICATE", cv::BORDER_REPLICATE},
      {"BORDER_REFLECT", cv::BORDER_REFLECT},
      {"BORDER_REFLECT_101", cv::BORDER_REFLECT_101},
      {"BORDER_DEFAULT", cv::BORDER_DEFAULT},
      {"THRESH_BINARY", cv::THRESH_BINARY},
      {"THRESH_BINARY_INV", cv::THRESH_BINARY_INV},
      {"THRESH_TRUNC", cv::THRESH_TRUNC},
      {"THRESH_TOZERO", cv::THRESH_TOZERO},
      {"THRESH_OTSU", cv::THRESH_OTSU},
      {"ROTATE_90_CLOCKWISE", cv::ROTATE_90_CLOCKWISE},
      {"ROTATE_180", cv::ROTATE_180},
      {"ROTATE_90_COUNTERCLOCKWISE", cv::ROTATE_90_COUNTERCLOCKWISE},
      {"CC_STAT_LEFT", cv::CC_STAT_LEFT},
      {"CC_STAT_TOP", cv::CC_STAT_TOP},
      {"CC_STAT_WIDTH", cv::CC_STAT_WIDTH},
      {"CC_STAT_HEIGHT", cv::CC_STAT_HEIGHT},
      {"CC_STAT_AREA", cv::CC_STAT_AREA},
  };
  for (const auto& [name, value] : constants) exports.Set(name, value);
}

}  // namespace

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  InstallCrashReporter();
  auto* data = new AddonData();
  env.SetInstanceData(data);
  Napi::Function mat = Mat::Define(env);
  Napi::Function matVector = MatVector::Define(env);
  data->mat = Napi::Persistent(mat);
  data->matVector = Napi::Persistent(matVector);
  exports.Set("Mat", mat);
  exports.Set("MatVector", matVector);
  RegisterImgproc(env, exports);
  RegisterCore(env, exports);
  RegisterWarp(env, exports);
  RegisterKernels(env, exports);
  RegisterCornerKernels(env, exports);
  Constants(exports);
  exports.Set("version", Napi::String::New(env, CV_VERSION));
  const char* crashTest = std::getenv("IRIS_OPENCV_CRASH_TEST");
  if (crashTest != nullptr && std::string(crashTest) == "1")
    exports.Set("crashForTesting", Napi::Function::New(env, CrashForTesting, "crashForTesting"));
  return exports;
}

}  // namespace iris

static Napi::Object InitOpenCV(Napi::Env env, Napi::Object exports) {
  return iris::Init(env, exports);
}

NODE_API_MODULE(opencv, InitOpenCV)
