// The corner detector's two sampling loops, each the same arithmetic, in the same order, as
// its JavaScript implementation in the image-processor (src/pipeline/corners/kernels.ts, which
// documents them); tests hold the two to the same numbers:
// - sideSupport: how well a candidate side follows a colour step (outside − inside);
// - edgesAlongNormal: the strongest edge along the normal through each of a side's points;
// - workPlanes, interleave: the working image's planes.
// Doubles throughout, float where the JavaScript stores into a Float32Array, no FMA
// contraction (-ffp-contract=off).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "addon.h"

namespace iris {

namespace {

[[noreturn]] void Bad(Napi::Env env, const char* kernel, const std::string& message) {
  throw Napi::TypeError::New(env, std::string(kernel) + ": " + message);
}

double Field(Napi::Env env, const char* kernel, const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsNumber()) Bad(env, kernel, std::string(name) + " must be a number");
  const double d = v.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(d)) Bad(env, kernel, std::string(name) + " must be finite");
  return d;
}

int IntField(Napi::Env env, const char* kernel, const Napi::Object& o, const char* name, int lo,
             int hi) {
  const double d = Field(env, kernel, o, name);
  if (d != std::floor(d) || d < lo || d > hi)
    Bad(env, kernel, std::string(name) + " must be an integer from " + std::to_string(lo) +
                         " to " + std::to_string(hi));
  return static_cast<int>(d);
}

template <typename T, napi_typedarray_type TYPE>
Napi::TypedArrayOf<T> Array(Napi::Env env, const char* kernel, const Napi::Value& v,
                            const char* name, size_t atLeast) {
  if (!v.IsTypedArray() || v.As<Napi::TypedArray>().TypedArrayType() != TYPE)
    Bad(env, kernel, std::string(name) + " has the wrong type of array");
  Napi::TypedArrayOf<T> a = v.As<Napi::TypedArrayOf<T>>();
  if (a.ElementLength() < atLeast)
    Bad(env, kernel, std::string(name) + " must hold at least " + std::to_string(atLeast) +
                         " values");
  return a;
}

inline bool Within(double x, double y, double margin, int width, int height) {
  return x >= margin && y >= margin && x <= width - 1 - margin && y <= height - 1 - margin;
}

// sums[c] += bilinear(x1, y1) − bilinear(x2, y2), per channel (kernels.ts addStep). NC > 0
// fixes the channel count at compile time (the working image's four), so that the channels
// become one vector; 0 reads it from `nc`. The same arithmetic either way.
template <int NC>
inline void AddStep(const float* planes, int width, int nc, double x1, double y1, double x2,
                    double y2, double* sums) {
  const int n = NC > 0 ? NC : nc;
  const double ax0 = std::floor(x1);
  const double ay0 = std::floor(y1);
  const double afx = x1 - ax0;
  const double afy = y1 - ay0;
  const double bx0 = std::floor(x2);
  const double by0 = std::floor(y2);
  const double bfx = x2 - bx0;
  const double bfy = y2 - by0;
  const size_t rowStride = static_cast<size_t>(width) * n;
  const size_t a = (static_cast<size_t>(ay0) * width + static_cast<size_t>(ax0)) * n;
  const size_t b = (static_cast<size_t>(by0) * width + static_cast<size_t>(bx0)) * n;
  for (int c = 0; c < n; c++) {
    const size_t i = a + c;
    const size_t j = b + c;
    const double outside = (static_cast<double>(planes[i]) * (1 - afx) +
                            static_cast<double>(planes[i + n]) * afx) *
                               (1 - afy) +
                           (static_cast<double>(planes[i + rowStride]) * (1 - afx) +
                            static_cast<double>(planes[i + rowStride + n]) * afx) *
                               afy;
    const double inside = (static_cast<double>(planes[j]) * (1 - bfx) +
                           static_cast<double>(planes[j + n]) * bfx) *
                              (1 - bfy) +
                          (static_cast<double>(planes[j + rowStride]) * (1 - bfx) +
                           static_cast<double>(planes[j + rowStride + n]) * bfx) *
                              bfy;
    sums[c] = sums[c] + (outside - inside);
  }
}

// On x86-64 the sampling loop is also compiled for AVX2 and picked at load time (the same
// IEEE double arithmetic: AVX2 brings no FMA, and -ffp-contract=off forbids contraction).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define IRIS_SIDE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define IRIS_SIDE_CLONES
#endif

struct SideJob {
  const float* planes;
  int width, height, nc, count;
  const double* units;
  const double* offsets;
  double ax, ay, dx, dy, ends, margin;
};

// Each point's mean outside − inside step per channel, in units (stepAt, point-major), and
// whether the point was taken (kernels.ts sideSupportJs, first loop).
template <int NC>
IRIS_SIDE_CLONES void SideStepsOf(const SideJob& j, float* stepAt, uint8_t* valid) {
  const int nc = NC > 0 ? NC : j.nc;
  const double* o = j.offsets;
  double sums[8];
  for (int p = 0; p < j.count; p++) {
    const double t = j.ends + ((1 - 2 * j.ends) * (p + 0.5)) / j.count;
    const double px = j.ax + t * j.dx;
    const double py = j.ay + t * j.dy;
    if (!Within(px, py, j.margin, j.width, j.height)) continue;
    valid[p] = 1;
    for (int c = 0; c < nc; c++) sums[c] = 0;
    for (int i = 0; i < 3; i++)
      AddStep<NC>(j.planes, j.width, nc, px + o[i], py + o[3 + i], px + o[6 + i], py + o[9 + i],
                  sums);
    for (int c = 0; c < nc; c++)
      stepAt[static_cast<size_t>(p) * nc + c] = static_cast<float>(sums[c] / 3 / j.units[c]);
  }
}

// sideSupport(image {interleaved, width, height, steps}, ax, ay, bx, by, spacing,
//             grading {reach, along, ends, grade}) → number (kernels.ts sideSupportJs)
Napi::Value SideSupport(const Napi::CallbackInfo& info) {
  return Guarded(info, "sideSupport", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "sideSupport";
    if (info.Length() < 7 || !info[0].IsObject() || !info[6].IsObject())
      Bad(env, k, "needs (image, ax, ay, bx, by, spacing, grading)");
    Napi::Object image = info[0].As<Napi::Object>();
    Napi::Object grading = info[6].As<Napi::Object>();
    const int width = IntField(env, k, image, "width", 2, 1 << 20);
    const int height = IntField(env, k, image, "height", 2, 1 << 20);
    Napi::Float64Array units =
        Array<double, napi_float64_array>(env, k, image.Get("steps"), "steps", 1);
    const int nc = static_cast<int>(std::min<size_t>(units.ElementLength(), 8));
    if (units.ElementLength() > 8) Bad(env, k, "steps must hold at most 8 channels");
    const size_t pixels = static_cast<size_t>(width) * height;
    const float* planes = Array<float, napi_float32_array>(env, k, image.Get("interleaved"),
                                                           "interleaved", pixels * nc)
                              .Data();
    const double ax = Number(info, 1, "ax");
    const double ay = Number(info, 2, "ay");
    const double bx = Number(info, 3, "bx");
    const double by = Number(info, 4, "by");
    const double spacing = Number(info, 5, "spacing");
    if (!(spacing > 0)) Bad(env, k, "spacing must be positive");
    const double reach = Field(env, k, grading, "reach");
    const double spread = Field(env, k, grading, "along");
    const double ends = Field(env, k, grading, "ends");
    const double grade = Field(env, k, grading, "grade");
    const double dx = bx - ax;
    const double dy = by - ay;
    const double len = std::sqrt(dx * dx + dy * dy);
    if (len < 8) return Napi::Number::New(env, 0);
    const double ux = dx / len;
    const double uy = dy / len;
    const double nx = uy;
    const double ny = -ux;
    const double fcount = std::max(8.0, std::floor(len / spacing));
    if (fcount > 1e7) Bad(env, k, "too many samples (side length / spacing)");
    const int count = static_cast<int>(fcount);
    const double margin = reach + spread;
    const double offsets[12] = {
        -spread * ux + reach * nx, reach * nx,  spread * ux + reach * nx,
        -spread * uy + reach * ny, reach * ny,  spread * uy + reach * ny,
        -spread * ux - reach * nx, -reach * nx, spread * ux - reach * nx,
        -spread * uy - reach * ny, -reach * ny, spread * uy - reach * ny,
    };
    // Every sample must keep its 2 × 2 neighbourhood inside the image: |offset| < margin,
    // with room to spare for rounding.
    if (!(margin >= 1)) Bad(env, k, "reach + along must be at least 1");
    for (double o : offsets)
      if (!(std::fabs(o) < margin * (1 - 1e-9))) Bad(env, k, "reach and along must both be positive");
    std::vector<float> stepAt(static_cast<size_t>(nc) * count);
    std::vector<uint8_t> valid(count, 0);
    const SideJob job{planes, width, height, nc, count, units.Data(), offsets,
                      ax,     ay,    dx,     dy, ends,  margin};
    if (nc == 4) SideStepsOf<4>(job, stepAt.data(), valid.data());
    else SideStepsOf<0>(job, stepAt.data(), valid.data());
    double sums[8];
    int taken = 0;
    for (int p = 0; p < count; p++) taken += valid[p];
    std::fill(sums, sums + nc, 0.0);
    for (int p = 0; p < count; p++) {
      if (!valid[p]) continue;
      for (int c = 0; c < nc; c++) sums[c] = sums[c] + stepAt[static_cast<size_t>(p) * nc + c];
    }
    double squares = 0;
    for (int c = 0; c < nc; c++) {
      sums[c] = taken ? sums[c] / taken : 0;
      squares += sums[c] * sums[c];
    }
    const double norm = std::sqrt(squares);
    double total = 0;
    for (int p = 0; p < count; p++) {
      if (!valid[p]) continue;
      double projected = 0;
      if (norm > 1e-6) {
        for (int c = 0; c < nc; c++)
          projected += (static_cast<double>(stepAt[static_cast<size_t>(p) * nc + c]) * sums[c]) / norm;
      }
      const double v = projected - grade;
      // As Math.min(1, Math.max(0, v)), NaN included.
      total += static_cast<float>(std::isnan(v) ? v : std::min(1.0, std::max(0.0, v)));
    }
    return Napi::Number::New(env, total / count);
  });
}

struct Search {
  const uint8_t* data;
  int width, height, ch;
  double nx, ny, ux, uy;
  int r;
  double spread;
  const double* prior;
  double minGradient;
};

// The strongest edge along the normal through (px, py): writes offset (NaN: none), strength,
// width to out[0..2] (kernels.ts edgeAlongNormal).
void EdgeAlongNormal(const Search& s, double px, double py, std::vector<float>& profile,
                     std::vector<float>& g, double* out) {
  out[0] = NAN;
  // A point off the number line finds no edge (in JavaScript its samples are NaN).
  if (!std::isfinite(px) || !std::isfinite(py)) return;
  const int ch = s.ch;
  const int n = 2 * s.r + 3;
  std::fill(profile.begin(), profile.end(), 0.0f);
  const size_t row = static_cast<size_t>(s.width) * ch;
  for (int j = 0; j < n; j++) {
    const int o = j - s.r - 1;
    for (int k = -1; k <= 1; k++) {
      const double sp = k * s.spread;
      const double x = px + o * s.nx + sp * s.ux;
      const double y = py + o * s.ny + sp * s.uy;
      if (x < 0 || y < 0 || x > s.width - 1 || y > s.height - 1) return;
      const double xc = std::min(x, s.width - 1.001);
      const double yc = std::min(y, s.height - 1.001);
      const double x0 = std::floor(xc);
      const double y0 = std::floor(yc);
      const double fx = xc - x0;
      const double fy = yc - y0;
      const size_t base = (static_cast<size_t>(y0) * s.width + static_cast<size_t>(x0)) * ch;
      for (int c = 0; c < ch; c++) {
        const size_t i = base + c;
        const double v = (s.data[i] * (1 - fx) + s.data[i + ch] * fx) * (1 - fy) +
                         (s.data[i + row] * (1 - fx) + s.data[i + row + ch] * fx) * fy;
        float& p = profile[static_cast<size_t>(j) * ch + c];
        p = static_cast<float>(static_cast<double>(p) + v / 3);
      }
    }
  }
  const int gl = 2 * s.r + 1;
  for (int j = 1; j < n - 1; j++) {
    double sum = 0;
    for (int c = 0; c < ch; c++) {
      const double d = static_cast<double>(profile[static_cast<size_t>(j + 1) * ch + c]) -
                       static_cast<double>(profile[static_cast<size_t>(j - 1) * ch + c]);
      sum += d * d;
    }
    g[j - 1] = static_cast<float>(std::sqrt(sum) / 2);
  }
  int best = -1;
  double bestValue = 0;
  for (int j = 0; j < gl; j++) {
    const double value = static_cast<double>(g[j]) * s.prior[j];
    if (value > bestValue) {
      bestValue = value;
      best = j;
    }
  }
  if (best < 0 || static_cast<double>(g[best]) < s.minGradient) return;
  double offset = best - s.r;
  if (best > 0 && best < gl - 1) {
    const double l = g[best - 1];
    const double c = g[best];
    const double rr = g[best + 1];
    const double den = l - 2 * c + rr;
    if (den < 0) offset += std::max(-0.5, std::min(0.5, (0.5 * (l - rr)) / den));
  }
  const double peak = g[best];
  int lo = best;
  while (lo > 0 && g[lo - 1] >= peak / 2) lo--;
  int hi = best;
  while (hi < gl - 1 && g[hi + 1] >= peak / 2) hi++;
  out[0] = offset;
  out[1] = peak;
  out[2] = hi - lo + 1;
}

// edgesAlongNormal(search {data, width, height, channels, nx, ny, ux, uy, r, spread, prior,
//                  minGradient}, points: Float64Array) → Float64Array(3 × points / 2)
Napi::Value EdgesAlongNormal(const Napi::CallbackInfo& info) {
  return Guarded(info, "edgesAlongNormal", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "edgesAlongNormal";
    if (info.Length() < 2 || !info[0].IsObject()) Bad(env, k, "needs (search, points)");
    Napi::Object o = info[0].As<Napi::Object>();
    Search s;
    s.width = IntField(env, k, o, "width", 2, 1 << 20);
    s.height = IntField(env, k, o, "height", 2, 1 << 20);
    s.ch = IntField(env, k, o, "channels", 1, 4);
    s.r = IntField(env, k, o, "r", 0, 4096);
    s.data = Array<uint8_t, napi_uint8_array>(env, k, o.Get("data"), "data",
                                              static_cast<size_t>(s.width) * s.height * s.ch)
                 .Data();
    s.prior = Array<double, napi_float64_array>(env, k, o.Get("prior"), "prior", 2 * s.r + 1)
                  .Data();
    s.nx = Field(env, k, o, "nx");
    s.ny = Field(env, k, o, "ny");
    s.ux = Field(env, k, o, "ux");
    s.uy = Field(env, k, o, "uy");
    s.spread = Field(env, k, o, "spread");
    s.minGradient = Field(env, k, o, "minGradient");
    Napi::Float64Array points = Array<double, napi_float64_array>(env, k, info[1], "points", 0);
    const size_t count = points.ElementLength() / 2;
    const double* xy = points.Data();
    Napi::Float64Array out = Napi::Float64Array::New(env, 3 * count);
    std::vector<float> profile(static_cast<size_t>(2 * s.r + 3) * s.ch);
    std::vector<float> g(2 * s.r + 1);
    for (size_t p = 0; p < count; p++)
      EdgeAlongNormal(s, xy[2 * p], xy[2 * p + 1], profile, g, out.Data() + 3 * p);
    return out;
  });
}

// workPlanes(lab: Uint8Array, rgb: Uint8Array, count, gain) → Uint8Array(4 × count): L, a and b
// widened by gain around 128 (clamped, truncated), chroma (kernels.ts workPlanesJs).
Napi::Value WorkPlanes(const Napi::CallbackInfo& info) {
  return Guarded(info, "workPlanes", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "workPlanes";
    if (info.Length() < 4) Bad(env, k, "needs (lab, rgb, count, gain)");
    const int count = Int(info, 2, "count");
    if (count < 0) Bad(env, k, "count must be 0 or more");
    const size_t n = static_cast<size_t>(count);
    const uint8_t* lab = Array<uint8_t, napi_uint8_array>(env, k, info[0], "lab", 3 * n).Data();
    const uint8_t* rgb = Array<uint8_t, napi_uint8_array>(env, k, info[1], "rgb", 3 * n).Data();
    const double gain = Number(info, 3, "gain");
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, 4 * n);
    uint8_t* out = static_cast<uint8_t*>(buffer.Data());
    auto widen = [gain](uint8_t v) {
      const double w = 128 + gain * (static_cast<double>(v) - 128);
      // Math.min(Math.max(w, 0), 255) stored in a Uint8Array: truncated.
      return static_cast<uint8_t>(static_cast<int>(std::min(std::max(w, 0.0), 255.0)));
    };
    for (size_t i = 0; i < n; i++) {
      const uint8_t* l = lab + 3 * i;
      const uint8_t* p = rgb + 3 * i;
      out[i] = l[0];
      out[n + i] = widen(l[1]);
      out[2 * n + i] = widen(l[2]);
      out[3 * n + i] = static_cast<uint8_t>(std::max({p[0], p[1], p[2]}) - std::min({p[0], p[1], p[2]}));
    }
    return Napi::Uint8Array::New(env, 4 * n, buffer, 0);
  });
}

// interleave(planes: Uint8Array[]) → Float32Array: plane c of pixel i at i × planes + c.
Napi::Value Interleave(const Napi::CallbackInfo& info) {
  return Guarded(info, "interleave", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    const char* k = "interleave";
    if (info.Length() < 1 || !info[0].IsArray()) Bad(env, k, "needs (planes: Uint8Array[])");
    Napi::Array list = info[0].As<Napi::Array>();
    const uint32_t stride = list.Length();
    if (stride > 16) Bad(env, k, "at most 16 planes");
    std::vector<const uint8_t*> planes;
    size_t count = 0;
    for (uint32_t c = 0; c < stride; c++) {
      Napi::Uint8Array plane = Array<uint8_t, napi_uint8_array>(env, k, list.Get(c), "each plane", 0);
      if (c == 0) count = plane.ElementLength();
      else if (plane.ElementLength() != count) Bad(env, k, "planes must have the same length");
      planes.push_back(plane.Data());
    }
    Napi::Float32Array out = Napi::Float32Array::New(env, count * stride);
    float* o = out.Data();
    for (size_t i = 0; i < count; i++)
      for (uint32_t c = 0; c < stride; c++) o[i * stride + c] = planes[c][i];
    return out;
  });
}

}  // namespace

void RegisterCornerKernels(Napi::Env env, Napi::Object exports) {
  exports.Set("sideSupport", Napi::Function::New(env, SideSupport, "sideSupport"));
  exports.Set("edgesAlongNormal", Napi::Function::New(env, EdgesAlongNormal, "edgesAlongNormal"));
  exports.Set("workPlanes", Napi::Function::New(env, WorkPlanes, "workPlanes"));
  exports.Set("interleave", Napi::Function::New(env, Interleave, "interleave"));
}

}  // namespace iris
