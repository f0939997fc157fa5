// The OpenCV subset iris's image-processor calls, with OpenCV.js's JavaScript interface:
// the same Mat / MatVector objects, function names, argument orders and constants, so that
// one implementation of each pipeline step runs on either engine.
#pragma once

#include <napi.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace iris {

/** Per-environment state (one per main thread or worker thread): the wrapped classes. */
struct AddonData {
  Napi::FunctionReference mat;
  Napi::FunctionReference matVector;
};

AddonData& Instance(Napi::Env env);

/** A cv::Mat owned by a JavaScript object (OpenCV.js's Mat). */
class Mat : public Napi::ObjectWrap<Mat> {
 public:
  static Napi::Function Define(Napi::Env env);
  /** A new JavaScript Mat holding `mat` (shares its pixels). */
  static Napi::Object Create(Napi::Env env, const cv::Mat& mat);
  /** The Mat behind `value`; throws a TypeError naming `what` when it is not a live Mat. */
  static Mat& From(const Napi::Value& value, const char* what);

  explicit Mat(const Napi::CallbackInfo& info);
  ~Mat() override;

  cv::Mat mat;
  /** Tells V8 how much native memory this object holds (after an operation wrote to it). */
  void Account(Napi::Env env);

 private:
  bool deleted_ = false;
  int64_t accounted_ = 0;
  cv::Mat& Live(Napi::Env env);

  Napi::Value Rows(const Napi::CallbackInfo& info);
  Napi::Value Cols(const Napi::CallbackInfo& info);
  Napi::Value Data(const Napi::CallbackInfo& info);
  Napi::Value Data32F(const Napi::CallbackInfo& info);
  Napi::Value Data32S(const Napi::CallbackInfo& info);
  Napi::Value Data64F(const Napi::CallbackInfo& info);
  Napi::Value Channels(const Napi::CallbackInfo& info);
  Napi::Value Type(const Napi::CallbackInfo& info);
  Napi::Value Total(const Napi::CallbackInfo& info);
  Napi::Value Empty(const Napi::CallbackInfo& info);
  Napi::Value Size(const Napi::CallbackInfo& info);
  Napi::Value Clone(const Napi::CallbackInfo& info);
  Napi::Value IsDeleted(const Napi::CallbackInfo& info);
  Napi::Value Delete(const Napi::CallbackInfo& info);
  Napi::Value View(const Napi::CallbackInfo& info, napi_typedarray_type type, int depth);
};

/** A vector of Mats (contours), as OpenCV.js's MatVector. */
class MatVector : public Napi::ObjectWrap<MatVector> {
 public:
  static Napi::Function Define(Napi::Env env);
  static MatVector& From(const Napi::Value& value, const char* what);
  explicit MatVector(const Napi::CallbackInfo& info);

  std::vector<cv::Mat> mats;

 private:
  bool deleted_ = false;
  std::vector<cv::Mat>& Live(Napi::Env env);
  Napi::Value Size(const Napi::CallbackInfo& info);
  Napi::Value Get(const Napi::CallbackInfo& info);
  Napi::Value PushBack(const Napi::CallbackInfo& info);
  Napi::Value Delete(const Napi::CallbackInfo& info);
};

// Argument readers (args.cc): each throws a TypeError that names the argument.
double Number(const Napi::CallbackInfo& info, size_t i, const char* what);
double NumberOr(const Napi::CallbackInfo& info, size_t i, double fallback, const char* what);
int Int(const Napi::CallbackInfo& info, size_t i, const char* what);
int IntOr(const Napi::CallbackInfo& info, size_t i, int fallback, const char* what);
bool BoolOr(const Napi::CallbackInfo& info, size_t i, bool fallback);
cv::Size SizeArg(const Napi::CallbackInfo& info, size_t i, const char* what);
cv::Point PointOr(const Napi::CallbackInfo& info, size_t i, cv::Point fallback, const char* what);
cv::Scalar ScalarOr(const Napi::CallbackInfo& info, size_t i, cv::Scalar fallback, const char* what);
/** Requires that `mat` holds data (an empty input is a caller error, not a crash). */
const cv::Mat& NonEmpty(Napi::Env env, const cv::Mat& mat, const char* what);

/**
 * Marks the calling thread as inside native OpenCV code for the life of the scope, so that a
 * crash there is reported by name (crash.cc). C++ and OpenCV exceptions become JavaScript
 * errors in Guarded().
 */
class OpScope {
 public:
  explicit OpScope(const char* name);
  ~OpScope();

 private:
  const char* previous_;
};

/** Installs the crash reporter once per process (crash.cc). */
void InstallCrashReporter();

/** Wraps a binding: names it for the crash reporter and maps cv::Exception to a JS Error. */
template <typename F>
Napi::Value Guarded(const Napi::CallbackInfo& info, const char* name, F&& body) {
  OpScope scope(name);
  try {
    return body();
  } catch (const Napi::Error&) {
    throw;
  } catch (const cv::Exception& e) {
    throw Napi::Error::New(info.Env(), std::string("OpenCV ") + name + ": " + e.err);
  } catch (const std::bad_alloc&) {
    throw Napi::Error::New(info.Env(), std::string("OpenCV ") + name + ": out of memory");
  } catch (const std::exception& e) {
    throw Napi::Error::New(info.Env(), std::string("OpenCV ") + name + ": " + e.what());
  }
}

void RegisterImgproc(Napi::Env env, Napi::Object exports);
void RegisterCore(Napi::Env env, Napi::Object exports);
void RegisterWarp(Napi::Env env, Napi::Object exports);
void RegisterKernels(Napi::Env env, Napi::Object exports);
void RegisterCornerKernels(Napi::Env env, Napi::Object exports);

/** Module initialisation, once per environment (main thread or worker thread). */
Napi::Object Init(Napi::Env env, Napi::Object exports);

}  // namespace iris
