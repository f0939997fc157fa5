// core functions with OpenCV.js's signatures, plus LUT (which OpenCV.js does not build).
#include "addon.h"

namespace iris {

namespace {

using Info = const Napi::CallbackInfo&;

const cv::Mat& In(Info info, size_t i, const char* what) {
  return NonEmpty(info.Env(), Mat::From(info[i], what).mat, what);
}

void Out(Info info, size_t i, cv::Mat&& result) {
  Mat& dst = Mat::From(info[i], "dst");
  dst.mat = std::move(result);
  dst.Account(info.Env());
}

/**
 * Where an operation writes dst (argument `i`): dst's own buffer, which OpenCV reuses when the
 * size and type match (a fresh buffer per call costs page faults), unless it overlaps one of
 * the inputs — then a new one, so that dst may be src.
 */
cv::Mat Target(Info info, size_t i, std::initializer_list<size_t> inputs) {
  const cv::Mat& dst = Mat::From(info[i], "dst").mat;
  if (dst.empty()) return cv::Mat();
  for (size_t k : inputs) {
    if (k >= info.Length() || !info[k].IsObject()) continue;
    Napi::Object o = info[k].As<Napi::Object>();
    if (!o.InstanceOf(Instance(info.Env()).mat.Value())) continue;
    const cv::Mat& in = Napi::ObjectWrap<Mat>::Unwrap(o)->mat;
    if (!in.empty() && in.datastart < dst.dataend && dst.datastart < in.dataend) return cv::Mat();
  }
  return dst;
}

/** An optional mask argument: undefined, null or an empty Mat mean none. */
cv::Mat MaskOr(Info info, size_t i) {
  if (i >= info.Length() || info[i].IsUndefined() || info[i].IsNull()) return cv::Mat();
  return Mat::From(info[i], "mask").mat;
}

Napi::Value MatFromArray(Info info) {
  return Guarded(info, "matFromArray", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    int rows = Int(info, 0, "rows");
    int cols = Int(info, 1, "cols");
    int type = Int(info, 2, "type");
    if (rows < 0 || cols < 0) throw Napi::RangeError::New(env, "rows and cols must be >= 0");
    if (info.Length() < 4 || !info[3].IsObject())
      throw Napi::TypeError::New(env, "array must be an array of numbers");
    Napi::Object values = info[3].As<Napi::Object>();
    cv::Mat mat(rows, cols, type);
    size_t n = mat.total() * static_cast<size_t>(mat.channels());
    uint32_t length = values.Get("length").ToNumber().Uint32Value();
    if (length < n) throw Napi::RangeError::New(env, "array is shorter than rows × cols × channels");
    cv::Mat flat = mat.reshape(1, 1);
    cv::Mat doubles(1, static_cast<int>(n), CV_64F);
    for (size_t k = 0; k < n; k++) {
      Napi::Value v = values.Get(static_cast<uint32_t>(k));
      if (!v.IsNumber()) throw Napi::TypeError::New(env, "array must hold numbers");
      doubles.at<double>(static_cast<int>(k)) = v.As<Napi::Number>().DoubleValue();
    }
    doubles.convertTo(flat, mat.depth());
    return Mat::Create(env, mat);
  });
}

Napi::Value Lut(Info info) {
  return Guarded(info, "LUT", [&]() -> Napi::Value {
    const cv::Mat& src = In(info, 0, "src");
    const cv::Mat& lut = In(info, 1, "lut");
    if (src.depth() != CV_8U || lut.total() != 256 ||
        (lut.channels() != 1 && lut.channels() != src.channels()))
      throw Napi::TypeError::New(info.Env(), "LUT maps an 8-bit Mat through a 256-entry table");
    cv::Mat out = Target(info, 2, {0, 1});
    cv::LUT(src, lut, out);
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

using Binary = void (*)(cv::InputArray, cv::InputArray, cv::OutputArray, cv::InputArray, int);

template <Binary Op>
Napi::Value Arithmetic(Info info, const char* name) {
  return Guarded(info, name, [&]() -> Napi::Value {
    cv::Mat out = Target(info, 2, {0, 1, 3});
    Op(In(info, 0, "src1"), In(info, 1, "src2"), out, MaskOr(info, 3), IntOr(info, 4, -1, "dtype"));
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

void AddOp(cv::InputArray a, cv::InputArray b, cv::OutputArray d, cv::InputArray m, int t) {
  cv::add(a, b, d, m, t);
}
void SubtractOp(cv::InputArray a, cv::InputArray b, cv::OutputArray d, cv::InputArray m, int t) {
  cv::subtract(a, b, d, m, t);
}

Napi::Value Add(Info info) { return Arithmetic<AddOp>(info, "add"); }
Napi::Value Subtract(Info info) { return Arithmetic<SubtractOp>(info, "subtract"); }

Napi::Value Absdiff(Info info) {
  return Guarded(info, "absdiff", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 2, {0, 1});
    cv::absdiff(In(info, 0, "src1"), In(info, 1, "src2"), out);
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value Multiply(Info info) {
  return Guarded(info, "multiply", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 2, {0, 1});
    cv::multiply(In(info, 0, "src1"), In(info, 1, "src2"), out, NumberOr(info, 3, 1, "scale"),
                 IntOr(info, 4, -1, "dtype"));
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value Divide(Info info) {
  return Guarded(info, "divide", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 2, {0, 1});
    cv::divide(In(info, 0, "src1"), In(info, 1, "src2"), out, NumberOr(info, 3, 1, "scale"),
               IntOr(info, 4, -1, "dtype"));
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value AddWeighted(Info info) {
  return Guarded(info, "addWeighted", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 5, {0, 2});
    cv::addWeighted(In(info, 0, "src1"), Number(info, 1, "alpha"), In(info, 2, "src2"),
                    Number(info, 3, "beta"), Number(info, 4, "gamma"), out,
                    IntOr(info, 6, -1, "dtype"));
    Out(info, 5, std::move(out));
    return info.Env().Undefined();
  });
}

template <void (*Op)(cv::InputArray, cv::InputArray, cv::OutputArray, cv::InputArray)>
Napi::Value Bitwise(Info info, const char* name) {
  return Guarded(info, name, [&]() -> Napi::Value {
    cv::Mat out = Target(info, 2, {0, 1, 3});
    Op(In(info, 0, "src1"), In(info, 1, "src2"), out, MaskOr(info, 3));
    Out(info, 2, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value BitwiseAnd(Info info) { return Bitwise<cv::bitwise_and>(info, "bitwise_and"); }
Napi::Value BitwiseOr(Info info) { return Bitwise<cv::bitwise_or>(info, "bitwise_or"); }

Napi::Value BitwiseNot(Info info) {
  return Guarded(info, "bitwise_not", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0, 2});
    cv::bitwise_not(In(info, 0, "src"), out, MaskOr(info, 2));
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value CountNonZero(Info info) {
  return Guarded(info, "countNonZero", [&]() -> Napi::Value {
    const cv::Mat& src = In(info, 0, "src");
    if (src.channels() != 1) throw Napi::TypeError::New(info.Env(), "countNonZero needs 1 channel");
    return Napi::Number::New(info.Env(), cv::countNonZero(src));
  });
}

Napi::Value Transpose(Info info) {
  return Guarded(info, "transpose", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::transpose(In(info, 0, "src"), out);
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value Flip(Info info) {
  return Guarded(info, "flip", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::flip(In(info, 0, "src"), out, Int(info, 2, "flipCode"));
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value Rotate(Info info) {
  return Guarded(info, "rotate", [&]() -> Napi::Value {
    int code = Int(info, 2, "rotateCode");
    if (code < 0 || code > 2) throw Napi::RangeError::New(info.Env(), "rotateCode must be 0..2");
    cv::Mat out = Target(info, 1, {0});
    cv::rotate(In(info, 0, "src"), out, code);
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value Split(Info info) {
  return Guarded(info, "split", [&]() -> Napi::Value {
    std::vector<cv::Mat> planes;
    cv::split(In(info, 0, "src"), planes);
    MatVector::From(info[1], "mv").mats = std::move(planes);
    return info.Env().Undefined();
  });
}

Napi::Value Merge(Info info) {
  return Guarded(info, "merge", [&]() -> Napi::Value {
    const auto& planes = MatVector::From(info[0], "mv").mats;
    if (planes.empty()) throw Napi::TypeError::New(info.Env(), "merge needs at least one plane");
    cv::Mat out;
    cv::merge(planes, out);
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value CopyMakeBorder(Info info) {
  return Guarded(info, "copyMakeBorder", [&]() -> Napi::Value {
    int top = Int(info, 2, "top");
    int bottom = Int(info, 3, "bottom");
    int left = Int(info, 4, "left");
    int right = Int(info, 5, "right");
    if (top < 0 || bottom < 0 || left < 0 || right < 0 || top + bottom > 4096 || left + right > 4096)
      throw Napi::RangeError::New(info.Env(), "borders must be 0..4096 pixels");
    cv::Mat out = Target(info, 1, {0});
    cv::copyMakeBorder(In(info, 0, "src"), out, top, bottom, left, right,
                       Int(info, 6, "borderType"), ScalarOr(info, 7, cv::Scalar(), "value"));
    Out(info, 1, std::move(out));
    return info.Env().Undefined();
  });
}

Napi::Value SetNumThreads(Info info) {
  int n = Int(info, 0, "nthreads");
  if (n < 0 || n > 256) throw Napi::RangeError::New(info.Env(), "nthreads must be 0..256");
  cv::setNumThreads(n);
  return info.Env().Undefined();
}

Napi::Value GetNumThreads(Info info) { return Napi::Number::New(info.Env(), cv::getNumThreads()); }

Napi::Value GetBuildInformation(Info info) {
  return Napi::String::New(info.Env(), cv::getBuildInformation());
}

}  // namespace

void RegisterCore(Napi::Env env, Napi::Object exports) {
  const std::pair<const char*, Napi::Function::Callback> functions[] = {
      {"matFromArray", MatFromArray},
      {"LUT", Lut},
      {"add", Add},
      {"subtract", Subtract},
      {"absdiff", Absdiff},
      {"multiply", Multiply},
      {"divide", Divide},
      {"addWeighted", AddWeighted},
      {"bitwise_and", BitwiseAnd},
      {"bitwise_or", BitwiseOr},
      {"bitwise_not", BitwiseNot},
      {"countNonZero", CountNonZero},
      {"transpose", Transpose},
      {"flip", Flip},
      {"rotate", Rotate},
      {"split", Split},
      {"merge", Merge},
      {"copyMakeBorder", CopyMakeBorder},
      {"getBuildInformation", GetBuildInformation},
      {"setNumThreads", SetNumThreads},
      {"getNumThreads", GetNumThreads},
  };
  for (const auto& [name, fn] : functions) exports.Set(name, Napi::Function::New(env, fn, name));
}

}  // namespace iris
