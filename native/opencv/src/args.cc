#include "addon.h"

namespace iris {

namespace {

[[noreturn]] void Bad(Napi::Env env, const char* what, const char* expected) {
  throw Napi::TypeError::New(env, std::string(what) + " must be " + expected);
}

bool Present(const Napi::CallbackInfo& info, size_t i) {
  return i < info.Length() && !info[i].IsUndefined() && !info[i].IsNull();
}

double Finite(Napi::Env env, const Napi::Value& v, const char* what) {
  if (!v.IsNumber()) Bad(env, what, "a number");
  double d = v.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(d)) Bad(env, what, "a finite number");
  return d;
}

int ToInt(Napi::Env env, double d, const char* what) {
  if (d != std::floor(d) || d < INT32_MIN || d > INT32_MAX) Bad(env, what, "an integer");
  return static_cast<int>(d);
}

}  // namespace

double Number(const Napi::CallbackInfo& info, size_t i, const char* what) {
  if (i >= info.Length()) Bad(info.Env(), what, "given");
  return Finite(info.Env(), info[i], what);
}

double NumberOr(const Napi::CallbackInfo& info, size_t i, double fallback, const char* what) {
  return Present(info, i) ? Finite(info.Env(), info[i], what) : fallback;
}

int Int(const Napi::CallbackInfo& info, size_t i, const char* what) {
  return ToInt(info.Env(), Number(info, i, what), what);
}

int IntOr(const Napi::CallbackInfo& info, size_t i, int fallback, const char* what) {
  return Present(info, i) ? Int(info, i, what) : fallback;
}

bool BoolOr(const Napi::CallbackInfo& info, size_t i, bool fallback) {
  return Present(info, i) ? info[i].ToBoolean().Value() : fallback;
}

cv::Size SizeArg(const Napi::CallbackInfo& info, size_t i, const char* what) {
  Napi::Env env = info.Env();
  if (i >= info.Length() || !info[i].IsObject()) Bad(env, what, "a Size {width, height}");
  Napi::Object o = info[i].As<Napi::Object>();
  int w = ToInt(env, Finite(env, o.Get("width"), what), what);
  int h = ToInt(env, Finite(env, o.Get("height"), what), what);
  if (w < 0 || h < 0) Bad(env, what, "a non-negative Size");
  return cv::Size(w, h);
}

cv::Point PointOr(const Napi::CallbackInfo& info, size_t i, cv::Point fallback, const char* what) {
  Napi::Env env = info.Env();
  if (!Present(info, i)) return fallback;
  if (!info[i].IsObject()) Bad(env, what, "a Point {x, y}");
  Napi::Object o = info[i].As<Napi::Object>();
  return cv::Point(ToInt(env, Finite(env, o.Get("x"), what), what),
                   ToInt(env, Finite(env, o.Get("y"), what), what));
}

cv::Scalar ScalarOr(const Napi::CallbackInfo& info, size_t i, cv::Scalar fallback,
                    const char* what) {
  Napi::Env env = info.Env();
  if (!Present(info, i)) return fallback;
  if (info[i].IsNumber()) return cv::Scalar::all(Finite(env, info[i], what));
  if (!info[i].IsObject()) Bad(env, what, "a number or a Scalar");
  // OpenCV.js's Scalar is an array of up to four numbers.
  Napi::Object o = info[i].As<Napi::Object>();
  cv::Scalar s(0, 0, 0, 0);
  for (uint32_t k = 0; k < 4; k++) {
    Napi::Value v = o.Get(k);
    if (!v.IsUndefined()) s[k] = Finite(env, v, what);
  }
  return s;
}

const cv::Mat& NonEmpty(Napi::Env env, const cv::Mat& mat, const char* what) {
  if (mat.empty()) Bad(env, what, "a Mat with data");
  return mat;
}

}  // namespace iris
