// imgproc functions with OpenCV.js's signatures: (src, dst, ...) writes dst, inputs are
// checked before OpenCV sees them. Outputs go to dst's own buffer when it does not overlap
// an input, else to a new one (see Target), so that dst may be src as in OpenCV.js.
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

Napi::Value Undefined(Info info) { return info.Env().Undefined(); }

/** A kernel size for blurs: positive and odd where OpenCV requires it, and bounded. */
cv::Size KernelSize(Info info, size_t i, bool odd) {
  cv::Size k = SizeArg(info, i, "ksize");
  bool bad = k.width > 255 || k.height > 255 || k.width < 0 || k.height < 0;
  if (odd) bad = bad || (k.width > 0 && k.width % 2 == 0) || (k.height > 0 && k.height % 2 == 0);
  if (bad) throw Napi::RangeError::New(info.Env(), "ksize must be odd and at most 255");
  return k;
}

Napi::Value CvtColor(Info info) {
  return Guarded(info, "cvtColor", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::cvtColor(In(info, 0, "src"), out, Int(info, 2, "code"), IntOr(info, 3, 0, "dstCn"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value GaussianBlur(Info info) {
  return Guarded(info, "GaussianBlur", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::GaussianBlur(In(info, 0, "src"), out, KernelSize(info, 2, true), Number(info, 3, "sigmaX"),
                     NumberOr(info, 4, 0, "sigmaY"),
                     IntOr(info, 5, cv::BORDER_DEFAULT, "borderType"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value Blur(Info info) {
  return Guarded(info, "blur", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::blur(In(info, 0, "src"), out, KernelSize(info, 2, false),
             PointOr(info, 3, cv::Point(-1, -1), "anchor"),
             IntOr(info, 4, cv::BORDER_DEFAULT, "borderType"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value BoxFilter(Info info) {
  return Guarded(info, "boxFilter", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::boxFilter(In(info, 0, "src"), out, Int(info, 2, "ddepth"), KernelSize(info, 3, false),
                  PointOr(info, 4, cv::Point(-1, -1), "anchor"), BoolOr(info, 5, true),
                  IntOr(info, 6, cv::BORDER_DEFAULT, "borderType"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value MedianBlur(Info info) {
  return Guarded(info, "medianBlur", [&]() -> Napi::Value {
    int k = Int(info, 2, "ksize");
    if (k < 1 || k % 2 == 0 || k > 255)
      throw Napi::RangeError::New(info.Env(), "ksize must be odd and at most 255");
    cv::Mat out = Target(info, 1, {0});
    cv::medianBlur(In(info, 0, "src"), out, k);
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value Canny(Info info) {
  return Guarded(info, "Canny", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::Canny(In(info, 0, "image"), out, Number(info, 2, "threshold1"),
              Number(info, 3, "threshold2"), IntOr(info, 4, 3, "apertureSize"),
              BoolOr(info, 5, false));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

template <void (*Op)(cv::InputArray, cv::OutputArray, cv::InputArray, cv::Point, int, int,
                     const cv::Scalar&)>
Napi::Value Morph(Info info, const char* name) {
  return Guarded(info, name, [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0, 2});
    const cv::Mat& kernel = Mat::From(info[2], "kernel").mat;
    Op(In(info, 0, "src"), out, kernel, PointOr(info, 3, cv::Point(-1, -1), "anchor"),
       IntOr(info, 4, 1, "iterations"), IntOr(info, 5, cv::BORDER_CONSTANT, "borderType"),
       ScalarOr(info, 6, cv::morphologyDefaultBorderValue(), "borderValue"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

void DilateOp(cv::InputArray s, cv::OutputArray d, cv::InputArray k, cv::Point a, int it, int b,
              const cv::Scalar& v) {
  cv::dilate(s, d, k, a, it, b, v);
}
void ErodeOp(cv::InputArray s, cv::OutputArray d, cv::InputArray k, cv::Point a, int it, int b,
             const cv::Scalar& v) {
  cv::erode(s, d, k, a, it, b, v);
}

Napi::Value Dilate(Info info) { return Morph<DilateOp>(info, "dilate"); }
Napi::Value Erode(Info info) { return Morph<ErodeOp>(info, "erode"); }

Napi::Value MorphologyEx(Info info) {
  return Guarded(info, "morphologyEx", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0, 3});
    const cv::Mat& kernel = Mat::From(info[3], "kernel").mat;
    cv::morphologyEx(In(info, 0, "src"), out, Int(info, 2, "op"), kernel,
                     PointOr(info, 4, cv::Point(-1, -1), "anchor"),
                     IntOr(info, 5, 1, "iterations"),
                     IntOr(info, 6, cv::BORDER_CONSTANT, "borderType"),
                     ScalarOr(info, 7, cv::morphologyDefaultBorderValue(), "borderValue"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value GetStructuringElement(Info info) {
  return Guarded(info, "getStructuringElement", [&]() -> Napi::Value {
    cv::Size k = SizeArg(info, 1, "ksize");
    if (k.width < 1 || k.height < 1 || k.width > 255 || k.height > 255)
      throw Napi::RangeError::New(info.Env(), "ksize must be 1..255");
    return Mat::Create(info.Env(),
                       cv::getStructuringElement(Int(info, 0, "shape"), k,
                                                 PointOr(info, 2, cv::Point(-1, -1), "anchor")));
  });
}

Napi::Value FindContours(Info info) {
  return Guarded(info, "findContours", [&]() -> Napi::Value {
    const cv::Mat& image = In(info, 0, "image");
    if (image.type() != CV_8UC1 && image.type() != CV_32SC1)
      throw Napi::TypeError::New(info.Env(), "findContours needs an 8-bit or 32-bit 1-channel image");
    MatVector& contours = MatVector::From(info[1], "contours");
    std::vector<cv::Mat> found;
    cv::Mat hierarchy;
    cv::findContours(image, found, hierarchy, Int(info, 3, "mode"), Int(info, 4, "method"),
                     PointOr(info, 5, cv::Point(), "offset"));
    contours.mats = std::move(found);
    Out(info, 2, std::move(hierarchy));
    return Undefined(info);
  });
}

/** A point set: an N×1 (or 1×N) Mat of 2-channel 32-bit integers or floats. */
const cv::Mat& Points(Info info, size_t i, const char* what) {
  const cv::Mat& m = Mat::From(info[i], what).mat;
  if (m.empty()) return m;
  if ((m.type() != CV_32SC2 && m.type() != CV_32FC2) || (m.cols != 1 && m.rows != 1))
    throw Napi::TypeError::New(info.Env(), std::string(what) + " must be a point list (CV_32SC2 or CV_32FC2)");
  return m;
}

Napi::Value ContourArea(Info info) {
  return Guarded(info, "contourArea", [&]() -> Napi::Value {
    const cv::Mat& c = Points(info, 0, "contour");
    double area = c.empty() ? 0 : cv::contourArea(c, BoolOr(info, 1, false));
    return Napi::Number::New(info.Env(), area);
  });
}

Napi::Value ArcLength(Info info) {
  return Guarded(info, "arcLength", [&]() -> Napi::Value {
    const cv::Mat& c = Points(info, 0, "curve");
    double length = c.empty() ? 0 : cv::arcLength(c, BoolOr(info, 1, false));
    return Napi::Number::New(info.Env(), length);
  });
}

Napi::Value ApproxPolyDP(Info info) {
  return Guarded(info, "approxPolyDP", [&]() -> Napi::Value {
    const cv::Mat& c = Points(info, 0, "curve");
    cv::Mat out = Target(info, 1, {0});
    if (!c.empty()) cv::approxPolyDP(c, out, Number(info, 2, "epsilon"), BoolOr(info, 3, false));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value ConvexHull(Info info) {
  return Guarded(info, "convexHull", [&]() -> Napi::Value {
    const cv::Mat& c = Points(info, 0, "points");
    cv::Mat out = Target(info, 1, {0});
    if (!c.empty()) cv::convexHull(c, out, BoolOr(info, 2, false), BoolOr(info, 3, true));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value HoughLinesP(Info info) {
  return Guarded(info, "HoughLinesP", [&]() -> Napi::Value {
    const cv::Mat& image = In(info, 0, "image");
    if (image.type() != CV_8UC1)
      throw Napi::TypeError::New(info.Env(), "HoughLinesP needs an 8-bit 1-channel image");
    double rho = Number(info, 2, "rho");
    double theta = Number(info, 3, "theta");
    if (rho <= 0 || theta <= 0) throw Napi::RangeError::New(info.Env(), "rho and theta must be > 0");
    cv::Mat out = Target(info, 1, {0});
    cv::HoughLinesP(image, out, rho, theta, Int(info, 4, "threshold"),
                    NumberOr(info, 5, 0, "minLineLength"), NumberOr(info, 6, 0, "maxLineGap"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

/** A 3×3 (perspective) or 2×3 (affine) transform as a float Mat. */
cv::Mat Transform(Info info, size_t i, int rows) {
  const cv::Mat& m = Mat::From(info[i], "M").mat;
  if (m.rows != rows || m.cols != 3 || m.channels() != 1 ||
      (m.depth() != CV_32F && m.depth() != CV_64F))
    throw Napi::TypeError::New(info.Env(), "M must be a " + std::to_string(rows) +
                                               "x3 CV_32F or CV_64F Mat");
  return m;
}

/** An output size that is positive and bounded (a bad homography must not allocate gigabytes). */
cv::Size OutputSize(Info info, size_t i) {
  cv::Size s = SizeArg(info, i, "dsize");
  if (s.width < 1 || s.height < 1 || static_cast<double>(s.width) * s.height > 4e8)
    throw Napi::RangeError::New(info.Env(), "dsize must be positive and at most 4e8 pixels");
  return s;
}

Napi::Value WarpPerspective(Info info) {
  return Guarded(info, "warpPerspective", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0, 2});
    cv::warpPerspective(In(info, 0, "src"), out, Transform(info, 2, 3), OutputSize(info, 3),
                        IntOr(info, 4, cv::INTER_LINEAR, "flags"),
                        IntOr(info, 5, cv::BORDER_CONSTANT, "borderMode"),
                        ScalarOr(info, 6, cv::Scalar(), "borderValue"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value WarpAffine(Info info) {
  return Guarded(info, "warpAffine", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0, 2});
    cv::warpAffine(In(info, 0, "src"), out, Transform(info, 2, 2), OutputSize(info, 3),
                   IntOr(info, 4, cv::INTER_LINEAR, "flags"),
                   IntOr(info, 5, cv::BORDER_CONSTANT, "borderMode"),
                   ScalarOr(info, 6, cv::Scalar(), "borderValue"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value Remap(Info info) {
  return Guarded(info, "remap", [&]() -> Napi::Value {
    const cv::Mat& map1 = In(info, 2, "map1");
    const cv::Mat& map2 = Mat::From(info[3], "map2").mat;
    if (map1.type() != CV_32FC1 || map2.type() != CV_32FC1 || map1.size() != map2.size())
      throw Napi::TypeError::New(info.Env(), "remap takes two CV_32FC1 maps of the same size");
    cv::Mat out = Target(info, 1, {0, 2, 3});
    cv::remap(In(info, 0, "src"), out, map1, map2, Int(info, 4, "interpolation"),
              IntOr(info, 5, cv::BORDER_CONSTANT, "borderMode"),
              ScalarOr(info, 6, cv::Scalar(), "borderValue"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value Resize(Info info) {
  return Guarded(info, "resize", [&]() -> Napi::Value {
    const cv::Mat& src = In(info, 0, "src");
    cv::Size size = SizeArg(info, 2, "dsize");
    double fx = NumberOr(info, 3, 0, "fx");
    double fy = NumberOr(info, 4, 0, "fy");
    if (size.area() == 0 && (fx <= 0 || fy <= 0))
      throw Napi::RangeError::New(info.Env(), "resize needs dsize or positive fx and fy");
    double pixels = size.area() ? static_cast<double>(size.area())
                                : src.total() * fx * fy;
    if (pixels > 4e8) throw Napi::RangeError::New(info.Env(), "resize output over 4e8 pixels");
    cv::Mat out = Target(info, 1, {0});
    cv::resize(src, out, size, fx, fy, IntOr(info, 5, cv::INTER_LINEAR, "interpolation"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value Threshold(Info info) {
  return Guarded(info, "threshold", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    double t = cv::threshold(In(info, 0, "src"), out, Number(info, 2, "thresh"),
                             Number(info, 3, "maxval"), Int(info, 4, "type"));
    Out(info, 1, std::move(out));
    return Napi::Number::New(info.Env(), t);
  });
}

Napi::Value Integral(Info info) {
  return Guarded(info, "integral", [&]() -> Napi::Value {
    cv::Mat out = Target(info, 1, {0});
    cv::integral(In(info, 0, "src"), out, IntOr(info, 2, -1, "sdepth"));
    Out(info, 1, std::move(out));
    return Undefined(info);
  });
}

Napi::Value ConnectedComponentsWithStats(Info info) {
  return Guarded(info, "connectedComponentsWithStats", [&]() -> Napi::Value {
    const cv::Mat& image = In(info, 0, "image");
    if (image.type() != CV_8UC1)
      throw Napi::TypeError::New(info.Env(), "connectedComponentsWithStats needs CV_8UC1");
    cv::Mat labels, stats, centroids;
    int n = cv::connectedComponentsWithStats(image, labels, stats, centroids,
                                             IntOr(info, 4, 8, "connectivity"),
                                             IntOr(info, 5, CV_32S, "ltype"));
    Out(info, 1, std::move(labels));
    Out(info, 2, std::move(stats));
    Out(info, 3, std::move(centroids));
    return Napi::Number::New(info.Env(), n);
  });
}

}  // namespace

void RegisterImgproc(Napi::Env env, Napi::Object exports) {
  const std::pair<const char*, Napi::Function::Callback> functions[] = {
      {"cvtColor", CvtColor},
      {"GaussianBlur", GaussianBlur},
      {"blur", Blur},
      {"boxFilter", BoxFilter},
      {"medianBlur", MedianBlur},
      {"Canny", Canny},
      {"dilate", Dilate},
      {"erode", Erode},
      {"morphologyEx", MorphologyEx},
      {"getStructuringElement", GetStructuringElement},
      {"findContours", FindContours},
      {"contourArea", ContourArea},
      {"arcLength", ArcLength},
      {"approxPolyDP", ApproxPolyDP},
      {"convexHull", ConvexHull},
      {"HoughLinesP", HoughLinesP},
      {"warpPerspective", WarpPerspective},
      {"warpAffine", WarpAffine},
      {"remap", Remap},
      {"resize", Resize},
      {"threshold", Threshold},
      {"integral", Integral},
      {"connectedComponentsWithStats", ConnectedComponentsWithStats},
  };
  for (const auto& [name, fn] : functions) exports.Set(name, Napi::Function::New(env, fn, name));
}

}  // namespace iris
