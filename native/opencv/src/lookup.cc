// lookUp2: a two-dimensional table lookup, the per-sample step of the image-processor's
// enhancement (levels under the local paper level, the edge-only sharpening). The same
// semantics as its JavaScript implementation (src/pipeline/engine/look-up.ts), which documents
// them; tests hold the two to the same bytes.
#include <string>

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

[[noreturn]] void Bad(Napi::Env env, const std::string& message) {
  throw Napi::TypeError::New(env, "lookUp2: " + message);
}

Napi::Uint8Array Bytes(Napi::Env env, const Napi::Value& v, const char* what) {
  if (!v.IsTypedArray() || v.As<Napi::TypedArray>().TypedArrayType() != napi_uint8_array)
    Bad(env, std::string(what) + " must be a Uint8Array");
  return v.As<Napi::Uint8Array>();
}

// lookUp2(rows, values, table, per) → Uint8Array: out[k] = table[rows[k / per] * 256 + values[k]].
Napi::Value LookUp2(const Napi::CallbackInfo& info) {
  return Guarded(info, "lookUp2", [&]() -> Napi::Value {
    Napi::Env env = info.Env();
    if (info.Length() < 4) Bad(env, "needs (rows, values, table, per)");
    Napi::Uint8Array rows = Bytes(env, info[0], "rows");
    Napi::Uint8Array values = Bytes(env, info[1], "values");
    Napi::Uint8Array table = Bytes(env, info[2], "table");
    int per = Int(info, 3, "per");
    if (per != 1 && per != 3) Bad(env, "per must be 1 or 3");
    if (table.ElementLength() != 65536) Bad(env, "table must hold 256 × 256 bytes");
    size_t count = rows.ElementLength();
    if (values.ElementLength() != count * per) Bad(env, "values must hold rows × per bytes");
    Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, values.ElementLength());
    uint8_t* out = static_cast<uint8_t*>(buffer.Data());
    if (per == 3) LookUpOf<3>(rows.Data(), values.Data(), table.Data(), out, count);
    else LookUpOf<1>(rows.Data(), values.Data(), table.Data(), out, count);
    return Napi::Uint8Array::New(env, values.ElementLength(), buffer, 0);
  });
}

}  // namespace

void RegisterLookUp(Napi::Env env, Napi::Object exports) {
  exports.Set("lookUp2", Napi::Function::New(env, LookUp2, "lookUp2"));
}

}  // namespace iris
