// N-API surface of the reader: `new Reader(tessdataDir)`, `reader.recognize(png, options)`
// → Promise<string> (Tesseract TSV) on libuv's thread pool, `reader.recognizeRegions(png,
// regions, options)` → Promise<string[]> (one TSV per rectangle), `reader.languages()`,
// `reader.close()`, and `versions()`. A reader runs one page at a time; a second call while
// one runs is refused (the caller queues).
#include <napi.h>

#include "reader.h"

namespace {

class ReaderWrap;

/** Recognises one page off the JavaScript thread and settles its promise. */
class RecognizeWorker : public Napi::AsyncWorker {
 public:
  RecognizeWorker(Napi::Env env, ReaderWrap* owner, Napi::Object self, iris::Page page,
                  bool regions);
  Napi::Promise Promise() const { return deferred_.Promise(); }

 protected:
  void Execute() override;
  void OnOK() override;
  void OnError(const Napi::Error& error) override;

 private:
  ReaderWrap* owner_;
  Napi::ObjectReference self_;
  Napi::Promise::Deferred deferred_;
  iris::Page page_;
  bool regions_;
  iris::Outcome outcome_;
};

class ReaderWrap : public Napi::ObjectWrap<ReaderWrap> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "Reader",
                       {InstanceMethod<&ReaderWrap::Recognize>("recognize"),
                        InstanceMethod<&ReaderWrap::RecognizeRegions>("recognizeRegions"),
                        InstanceMethod<&ReaderWrap::Languages>("languages"),
                        InstanceMethod<&ReaderWrap::Close>("close")});
  }

  explicit ReaderWrap(const Napi::CallbackInfo& info) : Napi::ObjectWrap<ReaderWrap>(info) {
    if (info.Length() < 1 || !info[0].IsString())
      throw Napi::TypeError::New(info.Env(), "new Reader(tessdataDir: string)");
    reader_ = std::make_unique<iris::Reader>(info[0].As<Napi::String>().Utf8Value());
  }

  iris::Reader& reader() { return *reader_; }
  bool busy = false;

 private:
  Napi::Value Recognize(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (info.Length() < 2 || !info[0].IsBuffer() || !info[1].IsObject())
      throw Napi::TypeError::New(env, "recognize(png: Buffer, options: object)");
    return Start(info, ReadPage(env, info[0], info[1]), false);
  }

  Napi::Value RecognizeRegions(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (info.Length() < 3 || !info[0].IsBuffer() || !info[1].IsArray() || !info[2].IsObject())
      throw Napi::TypeError::New(
          env, "recognizeRegions(png: Buffer, regions: {left, top, width, height}[], options)");
    iris::Page page = ReadPage(env, info[0], info[2]);
    auto list = info[1].As<Napi::Array>();
    for (uint32_t i = 0; i < list.Length(); i++) {
      Napi::Value item = list.Get(i);
      if (!item.IsObject()) throw Napi::TypeError::New(env, "each region must be an object");
      auto object = item.As<Napi::Object>();
      iris::Region region;
      region.left = object.Get("left").ToNumber().Int32Value();
      region.top = object.Get("top").ToNumber().Int32Value();
      region.width = object.Get("width").ToNumber().Int32Value();
      region.height = object.Get("height").ToNumber().Int32Value();
      page.regions.push_back(region);
    }
    if (page.regions.empty()) throw Napi::RangeError::New(env, "regions must not be empty");
    return Start(info, std::move(page), true);
  }

  /** The image and the options every call takes. */
  static iris::Page ReadPage(Napi::Env env, Napi::Value image, Napi::Value settings) {
    auto png = image.As<Napi::Buffer<unsigned char>>();
    auto options = settings.As<Napi::Object>();
    iris::Page page;
    page.png.assign(png.Data(), png.Data() + png.Length());
    page.lang = options.Get("lang").ToString().Utf8Value();
    page.psm = options.Get("psm").ToNumber().Int32Value();
    page.dpi = options.Get("dpi").ToNumber().Int32Value();
    if (options.Has("deadlineMs"))
      page.deadline_ms = options.Get("deadlineMs").ToNumber().Int32Value();
    if (page.psm < 0 || page.psm > 13) throw Napi::RangeError::New(env, "psm must be 0-13");
    Napi::Value params = options.Get("params");
    if (params.IsObject()) {
      auto object = params.As<Napi::Object>();
      Napi::Array names = object.GetPropertyNames();
      for (uint32_t i = 0; i < names.Length(); i++) {
        Napi::Value name = names.Get(i);
        page.params.emplace_back(name.ToString().Utf8Value(),
                                 object.Get(name).ToString().Utf8Value());
      }
    }
    return page;
  }

  Napi::Value Start(const Napi::CallbackInfo& info, iris::Page page, bool regions) {
    Napi::Env env = info.Env();
    if (busy) throw Napi::Error::New(env, "this reader is already recognising a page");
    if (closed_) throw Napi::Error::New(env, "this reader is closed");
    busy = true;
    auto* worker =
        new RecognizeWorker(env, this, info.This().As<Napi::Object>(), std::move(page), regions);
    worker->Queue();
    return worker->Promise();
  }

  Napi::Value Languages(const Napi::CallbackInfo& info) {
    auto langs = reader_->Languages();
    Napi::Array out = Napi::Array::New(info.Env(), langs.size());
    for (size_t i = 0; i < langs.size(); i++) out.Set(i, langs[i]);
    return out;
  }

  Napi::Value Close(const Napi::CallbackInfo& info) {
    if (busy) throw Napi::Error::New(info.Env(), "close() while a page is being recognised");
    reader_->Clear();
    closed_ = true;
    return info.Env().Undefined();
  }

  std::unique_ptr<iris::Reader> reader_;
  bool closed_ = false;
};

RecognizeWorker::RecognizeWorker(Napi::Env env, ReaderWrap* owner, Napi::Object self,
                                 iris::Page page, bool regions)
    : Napi::AsyncWorker(env),
      owner_(owner),
      self_(Napi::Persistent(self)),
      deferred_(Napi::Promise::Deferred::New(env)),
      page_(std::move(page)),
      regions_(regions) {}

void RecognizeWorker::Execute() {
  outcome_ = owner_->reader().Recognize(page_);
  page_.png.clear();
  page_.png.shrink_to_fit();
  if (outcome_.failure != iris::Failure::kNone) SetError(outcome_.message);
}

void RecognizeWorker::OnOK() {
  owner_->busy = false;
  if (!regions_) {
    deferred_.Resolve(Napi::String::New(Env(), outcome_.tsv));
    return;
  }
  Napi::Array out = Napi::Array::New(Env(), outcome_.region_tsvs.size());
  for (size_t i = 0; i < outcome_.region_tsvs.size(); i++)
    out.Set(i, Napi::String::New(Env(), outcome_.region_tsvs[i]));
  deferred_.Resolve(out);
}

void RecognizeWorker::OnError(const Napi::Error& error) {
  owner_->busy = false;
  Napi::Error out = Napi::Error::New(Env(), error.Message());
  out.Set("kind", Napi::String::New(Env(), iris::FailureName(outcome_.failure)));
  deferred_.Reject(out.Value());
}

Napi::Value Versions(const Napi::CallbackInfo& info) {
  return Napi::String::New(info.Env(), iris::Versions());
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("Reader", ReaderWrap::Define(env));
  exports.Set("versions", Napi::Function::New(env, Versions));
  return exports;
}

}  // namespace

NODE_API_MODULE(tesseract, Init)
