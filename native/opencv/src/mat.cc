#include "addon.h"

namespace iris {

namespace {

int64_t Bytes(const cv::Mat& m) {
  return m.empty() ? 0 : static_cast<int64_t>(m.total() * m.elemSize());
}

/**
 * Frees the Mat header that keeps an ArrayBuffer's pixels alive. Views do not report memory
 * of their own (the Mat does, see Account): reporting every view's bytes made V8 believe in
 * gigabytes of garbage and collect constantly.
 */
void ReleaseView(Napi::Env /*env*/, void* /*data*/, cv::Mat* keep) { delete keep; }

}  // namespace

Napi::Function Mat::Define(Napi::Env env) {
  return DefineClass(
      env, "Mat",
      {
          InstanceAccessor<&Mat::Rows>("rows"),
          InstanceAccessor<&Mat::Cols>("cols"),
          InstanceAccessor<&Mat::Data>("data"),
          InstanceAccessor<&Mat::Data32F>("data32F"),
          InstanceAccessor<&Mat::Data32S>("data32S"),
          InstanceAccessor<&Mat::Data64F>("data64F"),
          InstanceMethod<&Mat::Channels>("channels"),
          InstanceMethod<&Mat::Type>("type"),
          InstanceMethod<&Mat::Total>("total"),
          InstanceMethod<&Mat::Empty>("empty"),
          InstanceMethod<&Mat::Size>("size"),
          InstanceMethod<&Mat::Clone>("clone"),
          InstanceMethod<&Mat::IsDeleted>("isDeleted"),
          InstanceMethod<&Mat::Delete>("delete"),
      });
}

Napi::Object Mat::Create(Napi::Env env, const cv::Mat& mat) {
  cv::Mat copy = mat;
  Napi::Object obj =
      Instance(env).mat.New({Napi::External<cv::Mat>::New(env, &copy)});
  return obj;
}

Mat& Mat::From(const Napi::Value& value, const char* what) {
  Napi::Env env = value.Env();
  if (!value.IsObject() || !value.As<Napi::Object>().InstanceOf(Instance(env).mat.Value())) {
    throw Napi::TypeError::New(env, std::string(what) + " must be a cv.Mat");
  }
  Mat* m = Napi::ObjectWrap<Mat>::Unwrap(value.As<Napi::Object>());
  m->Live(env);
  return *m;
}

// new Mat() | new Mat(rows, cols, type[, scalar]) | new Mat(size, type) | (internal) External.
Mat::Mat(const Napi::CallbackInfo& info) : Napi::ObjectWrap<Mat>(info) {
  Napi::Env env = info.Env();
  Guarded(info, "Mat", [&]() -> Napi::Value {
    if (info.Length() == 1 && info[0].IsExternal()) {
      mat = *info[0].As<Napi::External<cv::Mat>>().Data();
    } else if (info.Length() >= 3) {
      int rows = Int(info, 0, "rows");
      int cols = Int(info, 1, "cols");
      int type = Int(info, 2, "type");
      if (rows < 0 || cols < 0) throw Napi::RangeError::New(env, "rows and cols must be >= 0");
      if (info.Length() >= 4 && !info[3].IsUndefined()) {
        mat = cv::Mat(rows, cols, type, ScalarOr(info, 3, cv::Scalar(), "scalar"));
      } else {
        mat = cv::Mat(rows, cols, type);
      }
    } else if (info.Length() == 2) {
      cv::Size size = SizeArg(info, 0, "size");
      mat = cv::Mat(size, Int(info, 1, "type"));
    } else if (info.Length() != 0) {
      throw Napi::TypeError::New(env, "Mat takes (), (rows, cols, type[, scalar]) or (size, type)");
    }
    Account(env);
    return env.Undefined();
  });
}

Mat::~Mat() {
  // The environment may be tearing down: no memory adjustment here (V8 forgets it anyway).
  mat.release();
}

void Mat::Account(Napi::Env env) {
  int64_t now = Bytes(mat);
  if (now != accounted_) {
    Napi::MemoryManagement::AdjustExternalMemory(env, now - accounted_);
    accounted_ = now;
  }
}

cv::Mat& Mat::Live(Napi::Env env) {
  if (deleted_) throw Napi::Error::New(env, "Cannot use a deleted cv.Mat");
  return mat;
}

Napi::Value Mat::Rows(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), Live(info.Env()).rows);
}

Napi::Value Mat::Cols(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), Live(info.Env()).cols);
}

Napi::Value Mat::View(const Napi::CallbackInfo& info, napi_typedarray_type type, int unit) {
  Napi::Env env = info.Env();
  cv::Mat& m = Live(env);
  size_t bytes = m.empty() ? 0 : m.total() * m.elemSize();
  Napi::ArrayBuffer buffer;
  if (bytes == 0) {
    buffer = Napi::ArrayBuffer::New(env, 0);
  } else {
    if (!m.isContinuous()) throw Napi::Error::New(env, "cv.Mat data is not continuous");
    // The view keeps its own reference to the pixels: it stays valid after delete() or after
    // an operation reallocates this Mat, as OpenCV.js's views of WASM memory do not.
    auto* keep = new cv::Mat(m);
    buffer = Napi::ArrayBuffer::New(env, keep->data, bytes, ReleaseView, keep);
  }
  napi_value array;
  napi_status status =
      napi_create_typedarray(env, type, bytes / unit, buffer, 0, &array);
  NAPI_THROW_IF_FAILED(env, status, Napi::Value());
  return Napi::Value(env, array);
}

Napi::Value Mat::Data(const Napi::CallbackInfo& info) {
  return View(info, napi_uint8_array, 1);
}
Napi::Value Mat::Data32F(const Napi::CallbackInfo& info) {
  return View(info, napi_float32_array, 4);
}
Napi::Value Mat::Data32S(const Napi::CallbackInfo& info) {
  return View(info, napi_int32_array, 4);
}
Napi::Value Mat::Data64F(const Napi::CallbackInfo& info) {
  return View(info, napi_float64_array, 8);
}

Napi::Value Mat::Channels(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), Live(info.Env()).channels());
}

Napi::Value Mat::Type(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), Live(info.Env()).type());
}

Napi::Value Mat::Total(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(Live(info.Env()).total()));
}

Napi::Value Mat::Empty(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), Live(info.Env()).empty());
}

Napi::Value Mat::Size(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  cv::Mat& m = Live(env);
  Napi::Object size = Napi::Object::New(env);
  size.Set("width", m.cols);
  size.Set("height", m.rows);
  return size;
}

Napi::Value Mat::Clone(const Napi::CallbackInfo& info) {
  return Guarded(info, "Mat.clone", [&]() -> Napi::Value {
    return Create(info.Env(), Live(info.Env()).clone());
  });
}

Napi::Value Mat::IsDeleted(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), deleted_);
}

Napi::Value Mat::Delete(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (deleted_) throw Napi::Error::New(env, "cv.Mat already deleted");
  mat.release();
  Account(env);
  deleted_ = true;
  return env.Undefined();
}

Napi::Function MatVector::Define(Napi::Env env) {
  return DefineClass(env, "MatVector",
                     {
                         InstanceMethod<&MatVector::Size>("size"),
                         InstanceMethod<&MatVector::Get>("get"),
                         InstanceMethod<&MatVector::PushBack>("push_back"),
                         InstanceMethod<&MatVector::Delete>("delete"),
                     });
}

MatVector& MatVector::From(const Napi::Value& value, const char* what) {
  Napi::Env env = value.Env();
  if (!value.IsObject() ||
      !value.As<Napi::Object>().InstanceOf(iris::Instance(env).matVector.Value())) {
    throw Napi::TypeError::New(env, std::string(what) + " must be a cv.MatVector");
  }
  MatVector* v = Napi::ObjectWrap<MatVector>::Unwrap(value.As<Napi::Object>());
  v->Live(env);
  return *v;
}

MatVector::MatVector(const Napi::CallbackInfo& info) : Napi::ObjectWrap<MatVector>(info) {}

std::vector<cv::Mat>& MatVector::Live(Napi::Env env) {
  if (deleted_) throw Napi::Error::New(env, "Cannot use a deleted cv.MatVector");
  return mats;
}

Napi::Value MatVector::Size(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(Live(info.Env()).size()));
}

Napi::Value MatVector::Get(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& mats = Live(env);
  int i = Int(info, 0, "index");
  if (i < 0 || static_cast<size_t>(i) >= mats.size())
    throw Napi::RangeError::New(env, "MatVector index out of range");
  return Mat::Create(env, mats[static_cast<size_t>(i)]);
}

Napi::Value MatVector::PushBack(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Live(env).push_back(Mat::From(info[0], "mat").mat);
  return env.Undefined();
}

Napi::Value MatVector::Delete(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (deleted_) throw Napi::Error::New(env, "cv.MatVector already deleted");
  mats.clear();
  mats.shrink_to_fit();
  deleted_ = true;
  return env.Undefined();
}

}  // namespace iris
