// warpPage: iris's resampling kernel, the one pixel operation the addon provides that OpenCV
// does not (OpenCV's cubic uses a = -0.75; iris enlarges small documents with Keys' a = -0.5,
// which keeps glyph edges steeper). The same arithmetic, in the same order, as the
// image-processor's JavaScript implementation (src/pipeline/engine/warp-page.ts), which
// documents the semantics; tests hold the two to the same pixels. Rows run in parallel.
#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

#include "addon.h"

namespace iris {

namespace {

struct Job {
  const uint8_t* s;
  int sw, sh, ch;
  double h[9];
  uint8_t* out;
  int width, height;
  bool cubic;
  uint8_t fill;
  const double* columns;  // null without displacement
  const double* rows;
};

// On x86-64 the row loop is also compiled for AVX2 and picked at load time (same IEEE double
// arithmetic, no FMA contraction: -ffp-contract=off), elsewhere once for the baseline.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define IRIS_ROW_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define IRIS_ROW_CLONES
#endif

inline int Inside(int v, int last) { return v < 0 ? 0 : (v < last ? v : last); }

// floor(v) as an int, for |v| < 2^31: exactly std::floor's (truncate, then step down below
// zero), without the libm call baseline x86-64 makes for it (no SSE4.1 rounding instruction).
inline int FloorInt(double v) {
  const int t = static_cast<int>(v);
  return t > v ? t - 1 : t;
}

template <int CH>
inline void SampleCubic(const Job& j, double fx, double fy, uint8_t* out) {
  const int x0 = FloorInt(fx);
  const int y0 = FloorInt(fy);
  const double ax = fx - x0;
  const double ay = fy - y0;
  const double ax2 = ax * ax;
  const double ax3 = ax2 * ax;
  const double ay2 = ay * ay;
  const double ay3 = ay2 * ay;
  const double wx0 = -0.5 * ax3 + ax2 - 0.5 * ax;
  const double wx1 = 1.5 * ax3 - 2.5 * ax2 + 1;
  const double wx2 = -1.5 * ax3 + 2 * ax2 + 0.5 * ax;
  const double wx3 = 0.5 * ax3 - 0.5 * ax2;
  const double wy0 = -0.5 * ay3 + ay2 - 0.5 * ay;
  const double wy1 = 1.5 * ay3 - 2.5 * ay2 + 1;
  const double wy2 = -1.5 * ay3 + 2 * ay2 + 0.5 * ay;
  const double wy3 = 0.5 * ay3 - 0.5 * ay2;
  const int lastX = j.sw - 1;
  const int lastY = j.sh - 1;
  constexpr size_t ch = CH;
  const size_t c0 = Inside(x0 - 1, lastX) * ch;
  const size_t c1 = Inside(x0, lastX) * ch;
  const size_t c2 = Inside(x0 + 1, lastX) * ch;
  const size_t c3 = Inside(x0 + 2, lastX) * ch;
  const size_t stride = static_cast<size_t>(j.sw) * ch;
  const uint8_t* r0 = j.s + Inside(y0 - 1, lastY) * stride;
  const uint8_t* r1 = j.s + Inside(y0, lastY) * stride;
  const uint8_t* r2 = j.s + Inside(y0 + 1, lastY) * stride;
  const uint8_t* r3 = j.s + Inside(y0 + 2, lastY) * stride;
  for (size_t c = 0; c < ch; c++) {
    const double v =
        wy0 * (r0[c0 + c] * wx0 + r0[c1 + c] * wx1 + r0[c2 + c] * wx2 + r0[c3 + c] * wx3) +
        wy1 * (r1[c0 + c] * wx0 + r1[c1 + c] * wx1 + r1[c2 + c] * wx2 + r1[c3 + c] * wx3) +
        wy2 * (r2[c0 + c] * wx0 + r2[c1 + c] * wx1 + r2[c2 + c] * wx2 + r2[c3 + c] * wx3) +
        wy3 * (r3[c0 + c] * wx0 + r3[c1 + c] * wx1 + r3[c2 + c] * wx2 + r3[c3 + c] * wx3);
    // v + 0.5 is positive here: the conversion truncates, as std::trunc would.
    out[c] = v < 0 ? 0 : v > 255 ? 255 : static_cast<uint8_t>(static_cast<int>(v + 0.5));
  }
}

template <int CH>
IRIS_ROW_CLONES void WarpRowsOf(const Job& j, int from, int to) {
  const double h0 = j.h[0], h1 = j.h[1], h2 = j.h[2], h3 = j.h[3], h4 = j.h[4], h5 = j.h[5],
               h6 = j.h[6], h7 = j.h[7], h8 = j.h[8];
  const int maxX = j.sw - 1;
  const int maxY = j.sh - 1;
  constexpr size_t ch = CH;
  const size_t stride = static_cast<size_t>(j.sw) * ch;
  const size_t right = maxX > 0 ? ch : 0;
  const size_t below = maxY > 0 ? stride : 0;
  for (int y = from; y < to; y++) {
    uint8_t* o = j.out + static_cast<size_t>(y) * j.width * ch;
    const double yc = y + 0.5;
    const double c1 = j.rows ? j.rows[4 * y] : 0;
    const double c2 = j.rows ? j.rows[4 * y + 1] : 0;
    const double c3 = j.rows ? j.rows[4 * y + 2] : 0;
    const double m = j.rows ? j.rows[4 * y + 3] : 0;
    double nx = h0 * 0.5 + h1 * yc + h2;
    double ny = h3 * 0.5 + h4 * yc + h5;
    double dz = h6 * 0.5 + h7 * yc + h8;
    for (int x = 0; x < j.width; x++, nx += h0, ny += h3, dz += h6, o += ch) {
      double fx;
      double fy;
      if (j.columns) {
        const double u = j.columns[x];
        const double d = u * (c1 + u * (c2 + u * c3)) - m;
        const double z = dz + h7 * d;
        fx = (nx + h1 * d) / z - 0.5;
        fy = (ny + h4 * d) / z - 0.5;
      } else {
        const double iz = 1 / dz;
        fx = nx * iz - 0.5;
        fy = ny * iz - 0.5;
      }
      if (!(fx >= -0.5 && fy >= -0.5 && fx <= maxX + 0.5 && fy <= maxY + 0.5)) {
        for (size_t c = 0; c < ch; c++) o[c] = j.fill;
        continue;
      }
      if (j.cubic) {
        SampleCubic<CH>(j, fx, fy, o);
        continue;
      }
      const double cx = fx < 0 ? 0 : fx > maxX ? maxX : fx;
      const double cy = fy < 0 ? 0 : fy > maxY ? maxY : fy;
      int x0 = static_cast<int>(cx);
      int y0 = static_cast<int>(cy);
      if (x0 >= maxX) x0 = maxX > 0 ? maxX - 1 : 0;
      if (y0 >= maxY) y0 = maxY > 0 ? maxY - 1 : 0;
      const double ax = cx - x0;
      const double ay = cy - y0;
      const double w11 = ax * ay;
      const double w01 = ax - w11;
      const double w10 = ay - w11;
      const double w00 = 1 - ax - w10;
      const uint8_t* i = j.s + static_cast<size_t>(y0) * stride + static_cast<size_t>(x0) * ch;
      const uint8_t* k = i + below;
      for (size_t c = 0; c < ch; c++) {
        o[c] = static_cast<uint8_t>(static_cast<int>(i[c] * w00 + i[right + c] * w01 +
                                                     k[c] * w10 + k[right + c] * w11 + 0.5));
      }
    }
  }
}

void WarpRows(const Job& j, int from, int to) {
  if (j.ch == 3) WarpRowsOf<3>(j, from, to);
  else WarpRowsOf<1>(j, from, to);
}

[[noreturn]] void Bad(Napi::Env env, const std::string& message) {
  throw Napi::TypeError::New(env, "warpPage: " + message);
}

const double* Doubles(Napi::Env env, const Napi::Value& v, size_t length, const char* what) {
  if (!v.IsTypedArray() || v.As<Napi::TypedArray>().TypedArrayType() != napi_float64_array)
    Bad(env, std::string(what) + " must be a Float64Array");
  Napi::Float64Array a = v.As<Napi::Float64Array>();
  if (a.ElementLength() != length)
    Bad(env, std::string(what) + " must hold " + std::to_string(length) + " values");
  return a.Data();
}

// warpPage(src {data, width, height, channels}, h[9], width, height, cubic, fill[, columns, rows
//          [, threads]]) — threads > 1 splits the rows among that many threads (the caller's
// one of them), for a page warped while the other cores are idle; the pixels are the same.
Napi::Value WarpPage(const Napi::CallbackInfo& info) {
  return Guarded(info, "warpPage", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    if (info.Length() < 6 || !info[0].IsObject()) Bad(env, "needs (src, h, width, height, cubic, fill)");
    Napi::Object src = info[0].As<Napi::Object>();
    Napi::Value data = src.Get("data");
    if (!data.IsTypedArray() || data.As<Napi::TypedArray>().TypedArrayType() != napi_uint8_array)
      Bad(env, "src.data must be a Uint8Array");
    Napi::Uint8Array bytes = data.As<Napi::Uint8Array>();
    Job j{};
    j.sw = static_cast<int>(src.Get("width").ToNumber().Int32Value());
    j.sh = static_cast<int>(src.Get("height").ToNumber().Int32Value());
    j.ch = static_cast<int>(src.Get("channels").ToNumber().Int32Value());
    if (j.sw < 1 || j.sh < 1 || (j.ch != 1 && j.ch != 3))
      Bad(env, "src must be at least 1×1 with 1 or 3 channels");
    if (bytes.ByteLength() != static_cast<size_t>(j.sw) * j.sh * j.ch)
      Bad(env, "src.data does not hold width × height × channels bytes");
    j.s = bytes.Data();
    if (!info[1].IsObject()) Bad(env, "h must be 9 numbers");
    Napi::Object h = info[1].As<Napi::Object>();
    for (uint32_t k = 0; k < 9; k++) {
      Napi::Value v = h.Get(k);
      if (!v.IsNumber() || !std::isfinite(v.As<Napi::Number>().DoubleValue()))
        Bad(env, "h must be 9 finite numbers");
      j.h[k] = v.As<Napi::Number>().DoubleValue();
    }
    j.width = Int(info, 2, "width");
    j.height = Int(info, 3, "height");
    if (j.width < 1 || j.height < 1 || static_cast<double>(j.width) * j.height * j.ch > 1.2e9)
      Bad(env, "width and height must be positive and the output at most 1.2e9 bytes");
    j.cubic = info[4].ToBoolean().Value();
    int fill = Int(info, 5, "fill");
    if (fill < 0 || fill > 255) Bad(env, "fill must be 0..255");
    j.fill = static_cast<uint8_t>(fill);
    bool displaced = info.Length() > 7 && !info[6].IsUndefined() && !info[7].IsUndefined();
    if (displaced) {
      j.columns = Doubles(env, info[6], static_cast<size_t>(j.width), "columns");
      j.rows = Doubles(env, info[7], 4 * static_cast<size_t>(j.height), "rows");
    }
    size_t bytesOut = static_cast<size_t>(j.width) * j.height * j.ch;
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, bytesOut);
    j.out = static_cast<uint8_t*>(buffer.Data());
    int threads = 1;
    if (info.Length() > 8 && !info[8].IsUndefined()) threads = Int(info, 8, "threads");
    if (threads < 1 || threads > 64) Bad(env, "threads must be 1..64");
    threads = std::min(threads, j.height);
    // Rows are independent (no JavaScript runs meanwhile): each thread takes a band of them.
    std::vector<std::thread> helpers;
    auto band = [&j, threads](int k) {
      OpScope scope("warpPage");
      WarpRows(j, static_cast<int>(static_cast<int64_t>(j.height) * k / threads),
               static_cast<int>(static_cast<int64_t>(j.height) * (k + 1) / threads));
    };
    for (int k = 1; k < threads; k++) helpers.emplace_back(band, k);
    band(0);
    for (auto& t : helpers) t.join();
    return Napi::Uint8Array::New(env, bytesOut, buffer, 0);
  });
}

}  // namespace

void RegisterWarp(Napi::Env env, Napi::Object exports) {
  exports.Set("warpPage", Napi::Function::New(env, WarpPage, "warpPage"));
}

}  // namespace iris
