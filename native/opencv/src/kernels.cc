// iris's small pixel kernels beside warpPage, each the same arithmetic, in the same order, as
// its JavaScript implementation in the image-processor (which documents it); tests hold the two
// to the same bytes:
// - lookUp2 (src/pipeline/engine/look-up.ts): a two-dimensional table lookup, the per-sample
//   step of enhancement (levels under the local paper level, the edge-only sharpening);
// - gridLevels (src/pipeline/engine/grid-levels.ts): a coarse grid of levels spread
//   bilinearly over every pixel (enhancement's paper level under the lighting);
// - rgbToGrey (src/pipeline/raster.ts, toGrey): luma as (77 R + 150 G + 29 B) >> 8;
// - markInk, inkPoints, projectionEnergy (src/pipeline/orientation/kernels.ts): ink as pixels
//   darker than a share of their window's mean (integral image), a sample of the ink's
//   points, and the squared row counts of the points projected at one angle.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "addon.h"

namespace iris {

namespace {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define IRIS_LUT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define IRIS_LUT_CLONES
#endif

template <int PER>
IRIS_LUT_CLONES void LookUpOf(const uint8_t* rows, const uint8_t* values, const uint8_t* table,
                              uint8_t* out, size_t count) {
  for (size_t i = 0, p = 0; i < count; i++, p += PER) {
    const uint8_t* t = table + (static_cast<size_t>(rows[i]) << 8);
    for (int c = 0; c < PER; c++) out[p + c] = t[values[p + c]];
  }
}

[[noreturn]] void Bad(Napi::Env env, const char* kernel, const std::string& message) {
  throw Napi::TypeError::New(env, std::string(kernel) + ": " + message);
}

Napi::Uint8Array Bytes(Napi::Env env, const char* kernel, const Napi::Value& v, const char* what) {
  if (!v.IsTypedArray() || v.As<Napi::TypedArray>().TypedArrayType() != napi_uint8_array)
    Bad(env, kernel, std::string(what) + " must be a Uint8Array");
  return v.As<Napi::Uint8Array>();
}

// JavaScript's Math.round for v >= 0: half up, exactly (floor(v + 0.5) is not, just under ½).
inline double RoundHalfUp(double v) {
  const double r = std::floor(v);
  return v - r >= 0.5 ? r + 1 : r;
}

IRIS_LUT_CLONES void GreyOf(const uint8_t* rgb, uint8_t* out, size_t count) {
  for (size_t i = 0; i < count; i++) {
    const uint8_t* p = rgb + 3 * i;
    out[i] = static_cast<uint8_t>((77 * p[0] + 150 * p[1] + 29 * p[2]) >> 8);
  }
}

// lookUp2(rows, values, table, per) → Uint8Array: out[k] = table[rows[k / per] * 256 + values[k]].
Napi::Value LookUp2(const Napi::CallbackInfo& info) {
  return Guarded(info, "lookUp2", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "lookUp2";
    if (info.Length() < 4) Bad(env, k, "needs (rows, values, table, per)");
    Napi::Uint8Array rows = Bytes(env, k, info[0], "rows");
    Napi::Uint8Array values = Bytes(env, k, info[1], "values");
    Napi::Uint8Array table = Bytes(env, k, info[2], "table");
    int per = Int(info, 3, "per");
    if (per != 1 && per != 3) Bad(env, k, "per must be 1 or 3");
    if (table.ElementLength() != 65536) Bad(env, k, "table must hold 256 × 256 bytes");
    size_t count = rows.ElementLength();
    if (values.ElementLength() != count * per) Bad(env, k, "values must hold rows × per bytes");
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, values.ElementLength());
    uint8_t* out = static_cast<uint8_t*>(buffer.Data());
    if (per == 3) LookUpOf<3>(rows.Data(), values.Data(), table.Data(), out, count);
    else LookUpOf<1>(rows.Data(), values.Data(), table.Data(), out, count);
    return Napi::Uint8Array::New(env, values.ElementLength(), buffer, 0);
  });
}

// gridLevels(grid: Float32Array, cols, rows, block, width, height) → Uint8Array(width × height).
Napi::Value GridLevels(const Napi::CallbackInfo& info) {
  return Guarded(info, "gridLevels", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "gridLevels";
    if (info.Length() < 6) Bad(env, k, "needs (grid, cols, rows, block, width, height)");
    if (!info[0].IsTypedArray() ||
        info[0].As<Napi::TypedArray>().TypedArrayType() != napi_float32_array)
      Bad(env, k, "grid must be a Float32Array");
    Napi::Float32Array grid = info[0].As<Napi::Float32Array>();
    const int cols = Int(info, 1, "cols");
    const int rows = Int(info, 2, "rows");
    if (!info[3].IsNumber()) Bad(env, k, "block must be a number");
    const double block = info[3].As<Napi::Number>().DoubleValue();
    const int width = Int(info, 4, "width");
    const int height = Int(info, 5, "height");
    if (cols < 1 || rows < 1 || grid.ElementLength() != static_cast<size_t>(cols) * rows)
      Bad(env, k, "grid must hold cols × rows levels");
    if (!(block > 0) || !std::isfinite(block)) Bad(env, k, "block must be positive");
    if (width < 0 || height < 0 || static_cast<double>(width) * height > 1.2e9)
      Bad(env, k, "width and height must be 0 or more, at most 1.2e9 pixels");
    const float* g = grid.Data();
    std::vector<int> c0(width), c1(width);
    std::vector<float> fx(width);
    for (int x = 0; x < width; x++) {
      const double gx = std::min(cols - 1.0, std::max(0.0, (x + 0.5) / block - 0.5));
      c0[x] = static_cast<int>(std::floor(gx));
      c1[x] = std::min(cols - 1, c0[x] + 1);
      fx[x] = static_cast<float>(gx - c0[x]);
    }
    const size_t bytes = static_cast<size_t>(width) * height;
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, bytes);
    uint8_t* out = static_cast<uint8_t*>(buffer.Data());
    std::vector<float> line(cols);
    for (int y = 0; y < height; y++) {
      const double gy = std::min(rows - 1.0, std::max(0.0, (y + 0.5) / block - 0.5));
      const int r0 = static_cast<int>(std::floor(gy));
      const int r1 = std::min(rows - 1, r0 + 1);
      const double fy = gy - r0;
      for (int c = 0; c < cols; c++)
        line[c] = static_cast<float>(static_cast<double>(g[r0 * cols + c]) * (1 - fy) +
                                     static_cast<double>(g[r1 * cols + c]) * fy);
      uint8_t* o = out + static_cast<size_t>(y) * width;
      for (int x = 0; x < width; x++) {
        const double f = fx[x];
        o[x] = static_cast<uint8_t>(RoundHalfUp(static_cast<double>(line[c0[x]]) * (1 - f) +
                                                static_cast<double>(line[c1[x]]) * f));
      }
    }
    return Napi::Uint8Array::New(env, bytes, buffer, 0);
  });
}

// rgbToGrey(rgb: Uint8Array) → Uint8Array of a third of its length.
Napi::Value RgbToGrey(const Napi::CallbackInfo& info) {
  return Guarded(info, "rgbToGrey", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    if (info.Length() < 1) Bad(env, "rgbToGrey", "needs (rgb)");
    Napi::Uint8Array rgb = Bytes(env, "rgbToGrey", info[0], "rgb");
    if (rgb.ElementLength() % 3 != 0) Bad(env, "rgbToGrey", "rgb must hold 3 bytes a pixel");
    const size_t count = rgb.ElementLength() / 3;
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, count);
    GreyOf(rgb.Data(), static_cast<uint8_t*>(buffer.Data()), count);
    return Napi::Uint8Array::New(env, count, buffer, 0);
  });
}

// markInk(grey: Uint8Array, width, height, half, maxLevel, contrast) → Uint8Array (0 / 1).
Napi::Value MarkInk(const Napi::CallbackInfo& info) {
  return Guarded(info, "markInk", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "markInk";
    if (info.Length() < 6) Bad(env, k, "needs (grey, width, height, half, maxLevel, contrast)");
    Napi::Uint8Array grey = Bytes(env, k, info[0], "grey");
    const int width = Int(info, 1, "width");
    const int height = Int(info, 2, "height");
    const int half = Int(info, 3, "half");
    const double maxLevel = Number(info, 4, "maxLevel");
    const double contrast = Number(info, 5, "contrast");
    if (width < 0 || height < 0 || static_cast<double>(width) * height > 1.2e9)
      Bad(env, k, "width and height must be 0 or more, at most 1.2e9 pixels");
    const size_t pixels = static_cast<size_t>(width) * height;
    if (grey.ElementLength() < pixels) Bad(env, k, "grey must hold width × height bytes");
    if (half < 0 || half > (1 << 24)) Bad(env, k, "half must be from 0 to 2^24");
    const uint8_t* data = grey.Data();
    const size_t stride = static_cast<size_t>(width) + 1;
    std::vector<int64_t> integral(stride * (static_cast<size_t>(height) + 1), 0);
    for (int y = 0; y < height; y++) {
      int64_t row = 0;
      const size_t above = y * stride + 1;
      const size_t here = above + stride;
      const uint8_t* src = data + static_cast<size_t>(y) * width;
      for (int x = 0; x < width; x++) {
        row += src[x];
        integral[here + x] = integral[above + x] + row;
      }
    }
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, pixels);
    uint8_t* out = static_cast<uint8_t*>(buffer.Data());
    std::fill(out, out + pixels, 0);
    for (int y = 0; y < height; y++) {
      const int y0 = std::max(0, y - half);
      const int y1 = std::min(height, y + half + 1);
      const size_t top = y0 * stride;
      const size_t bottom = y1 * stride;
      const int rows = y1 - y0;
      const uint8_t* src = data + static_cast<size_t>(y) * width;
      uint8_t* o = out + static_cast<size_t>(y) * width;
      for (int x = 0; x < width; x++) {
        const double v = src[x];
        if (v >= maxLevel) continue;
        const int x0 = std::max(0, x - half);
        const int x1 = std::min(width, x + half + 1);
        const int64_t sum =
            integral[bottom + x1] - integral[top + x1] - integral[bottom + x0] + integral[top + x0];
        const double area = static_cast<double>(rows) * (x1 - x0);
        if (v < (static_cast<double>(sum) / area) * contrast) o[x] = 1;
      }
    }
    return Napi::Uint8Array::New(env, pixels, buffer, 0);
  });
}

// inkPoints(mask: Uint8Array, width, limit) → Float32Array of x, y pairs.
Napi::Value InkPoints(const Napi::CallbackInfo& info) {
  return Guarded(info, "inkPoints", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "inkPoints";
    if (info.Length() < 3) Bad(env, k, "needs (mask, width, limit)");
    Napi::Uint8Array mask = Bytes(env, k, info[0], "mask");
    const int width = Int(info, 1, "width");
    const double limit = Number(info, 2, "limit");
    if (width < 1) Bad(env, k, "width must be 1 or more");
    if (!(limit >= 1)) Bad(env, k, "limit must be 1 or more");
    const uint8_t* d = mask.Data();
    const size_t n = mask.ElementLength();
    double count = 0;
    for (size_t i = 0; i < n; i++) count += d[i];
    const double stride = std::max(1.0, std::ceil(count / limit));
    const size_t length = static_cast<size_t>(2 * std::ceil(count / stride));
    Napi::Float32Array out = Napi::Float32Array::New(env, length);
    float* o = out.Data();
    size_t at = 0;
    double taken = 0;
    for (size_t i = 0; i < n; i++) {
      if (!d[i]) continue;
      // k++ % stride === 0, with k counted in doubles as JavaScript does; at most `length`
      // values are taken (exactly that many when the mask holds 0 and 1 only).
      if (std::fmod(taken, stride) == 0 && at + 2 <= length) {
        const size_t x = i % static_cast<size_t>(width);
        o[at++] = static_cast<float>(x);
        o[at++] = static_cast<float>((i - x) / static_cast<size_t>(width));
      }
      taken += 1;
    }
    return out;
  });
}

// ToInt32 (JavaScript's `v | 0`): truncation, then wrapped modulo 2^32.
inline int32_t ToInt32(double v) {
  if (v > -2147483648.0 && v < 2147483648.0) return static_cast<int32_t>(v);
  if (!std::isfinite(v)) return 0;
  double m = std::fmod(std::trunc(v), 4294967296.0);
  if (m < 0) m += 4294967296.0;
  return static_cast<int32_t>(static_cast<uint32_t>(m));
}

// projectionEnergy(points: Float32Array, sin, cos, offset, bins) → Σ count².
Napi::Value ProjectionEnergy(const Napi::CallbackInfo& info) {
  return Guarded(info, "projectionEnergy", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "projectionEnergy";
    if (info.Length() < 5) Bad(env, k, "needs (points, sin, cos, offset, bins)");
    if (!info[0].IsTypedArray() ||
        info[0].As<Napi::TypedArray>().TypedArrayType() != napi_float32_array)
      Bad(env, k, "points must be a Float32Array");
    Napi::Float32Array points = info[0].As<Napi::Float32Array>();
    const double sin = Number(info, 1, "sin");
    const double cos = Number(info, 2, "cos");
    const double offset = Number(info, 3, "offset");
    const int bins = Int(info, 4, "bins");
    if (bins < 0 || bins > (1 << 26)) Bad(env, k, "bins must be from 0 to 2^26");
    std::vector<int32_t> counts(bins, 0);
    const float* p = points.Data();
    const size_t n = points.ElementLength();
    for (size_t i = 0; i + 1 < n; i += 2) {
      const double x = p[i];
      const double y = p[i + 1];
      const int32_t r = ToInt32(y * cos - x * sin + offset + 0.5);
      if (r >= 0 && r < bins) counts[r]++;
    }
    double sum = 0;
    for (int32_t b : counts) sum += static_cast<double>(b) * b;
    return Napi::Number::New(env, sum);
  });
}

}  // namespace

void RegisterKernels(Napi::Env env, Napi::Object exports) {
  exports.Set("lookUp2", Napi::Function::New(env, LookUp2, "lookUp2"));
  exports.Set("gridLevels", Napi::Function::New(env, GridLevels, "gridLevels"));
  exports.Set("rgbToGrey", Napi::Function::New(env, RgbToGrey, "rgbToGrey"));
  exports.Set("markInk", Napi::Function::New(env, MarkInk, "markInk"));
  exports.Set("inkPoints", Napi::Function::New(env, InkPoints, "inkPoints"));
  exports.Set("projectionEnergy", Napi::Function::New(env, ProjectionEnergy, "projectionEnergy"));
}

}  // namespace iris
