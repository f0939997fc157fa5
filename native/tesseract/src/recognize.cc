#include <leptonica/allheaders.h>
#include <tesseract/baseapi.h>
#include <tesseract/ocrclass.h>

#include <algorithm>
#include <chrono>

#include "reader.h"

namespace iris {

namespace {

/** Restores variables set for one page when the recognition ends, however it ends. */
class ScopedVariables {
 public:
  explicit ScopedVariables(tesseract::TessBaseAPI* api) : api_(api) {}
  ~ScopedVariables() {
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it)
      api_->SetVariable(it->first.c_str(), it->second.c_str());
  }
  /** False when Tesseract has no variable of that name. */
  bool Set(const std::string& name, const std::string& value) {
    std::string previous;
    if (!api_->GetVariableAsString(name.c_str(), &previous)) return false;
    saved_.emplace_back(name, previous);
    return api_->SetVariable(name.c_str(), value.c_str());
  }

 private:
  tesseract::TessBaseAPI* api_;
  std::vector<std::pair<std::string, std::string>> saved_;
};

/** Recognises what is set on `api` into `tsv`; false with `out` failed when it cannot. */
bool RecognizeOnce(tesseract::TessBaseAPI* api, int deadline_ms, Outcome* out, std::string* tsv) {
  tesseract::ETEXT_DESC monitor;
  monitor.set_deadline_msecs(deadline_ms);
  const int status = api->Recognize(&monitor);
  if (monitor.deadline_exceeded()) {
    out->failure = Failure::kTimeout;
    out->message = "no result within " + std::to_string(deadline_ms) + " ms";
    return false;
  }
  if (status != 0) {
    out->failure = Failure::kRecognize;
    out->message = "Tesseract could not recognise the page";
    return false;
  }
  char* text = api->GetTSVText(0);
  if (text != nullptr) *tsv = text;
  delete[] text;
  return true;
}

struct PixDeleter {
  void operator()(Pix* pix) const { pixDestroy(&pix); }
};

}  // namespace

Reader::Reader(std::string tessdata_dir) : tessdata_dir_(std::move(tessdata_dir)) {}

Reader::~Reader() { Clear(); }

void Reader::Clear() {
  for (auto& entry : apis_) entry.second->End();
  apis_.clear();
}

std::vector<std::string> Reader::Languages() const {
  std::vector<std::string> out;
  for (const auto& entry : apis_) out.push_back(entry.first);
  return out;
}

tesseract::TessBaseAPI* Reader::ApiFor(const std::string& lang, std::string* error) {
  auto found = apis_.find(lang);
  if (found != apis_.end()) return found->second.get();
  auto api = std::make_unique<tesseract::TessBaseAPI>();
  // LSTM only, as tesseract.js runs the same traineddata (the npm "best_int" models).
  if (api->Init(tessdata_dir_.c_str(), lang.c_str(), tesseract::OEM_LSTM_ONLY) != 0) {
    *error = "could not load the traineddata of '" + lang + "' from " + tessdata_dir_;
    return nullptr;
  }
  auto* raw = api.get();
  apis_.emplace(lang, std::move(api));
  return raw;
}

Outcome Reader::Recognize(const Page& page) {
  Outcome out;
  auto* api = ApiFor(page.lang, &out.message);
  if (api == nullptr) {
    out.failure = Failure::kInit;
    return out;
  }
  std::unique_ptr<Pix, PixDeleter> pix(pixReadMem(page.png.data(), page.png.size()));
  if (!pix) {
    out.failure = Failure::kImage;
    out.message = "the image could not be decoded";
    return out;
  }
  ScopedVariables variables(api);
  // What the CLI's --dpi and tesseract.js set: the resolution to assume for this page.
  variables.Set("user_defined_dpi", std::to_string(page.dpi));
  for (const auto& [name, value] : page.params) {
    if (!variables.Set(name, value)) {
      out.failure = Failure::kParam;
      out.message = "Tesseract has no variable '" + name + "'";
      return out;
    }
  }
  api->SetPageSegMode(static_cast<tesseract::PageSegMode>(page.psm));
  api->SetImage(pix.get());
  if (page.regions.empty()) {
    RecognizeOnce(api, page.deadline_ms, &out, &out.tsv);
  } else {
    const auto started = std::chrono::steady_clock::now();
    const int width = pixGetWidth(pix.get());
    const int height = pixGetHeight(pix.get());
    for (const Region& region : page.regions) {
      // Clipped to the page; an empty rectangle reads as nothing.
      const int left = std::clamp(region.left, 0, width);
      const int top = std::clamp(region.top, 0, height);
      const int right = std::clamp(region.left + region.width, 0, width);
      const int bottom = std::clamp(region.top + region.height, 0, height);
      std::string tsv;
      if (right - left >= 1 && bottom - top >= 1) {
        int left_ms = 0;
        if (page.deadline_ms > 0) {
          const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                                 std::chrono::steady_clock::now() - started)
                                 .count();
          left_ms = std::max<int>(1, page.deadline_ms - static_cast<int>(spent));
        }
        api->SetRectangle(left, top, right - left, bottom - top);
        if (!RecognizeOnce(api, left_ms, &out, &tsv)) {
          if (out.failure == Failure::kTimeout)
            out.message = "no result within " + std::to_string(page.deadline_ms) + " ms";
          break;
        }
      }
      out.region_tsvs.push_back(std::move(tsv));
    }
  }
  api->Clear();
  return out;
}

std::string Versions() {
  char* lept = getLeptonicaVersion();
  std::string out = std::string("tesseract ") + tesseract::TessBaseAPI::Version() + ", " +
                    (lept != nullptr ? lept : "leptonica");
  lept_free(lept);
  return out;
}

const char* FailureName(Failure failure) {
  switch (failure) {
    case Failure::kNone: return "none";
    case Failure::kImage: return "image";
    case Failure::kInit: return "init";
    case Failure::kParam: return "param";
    case Failure::kTimeout: return "timeout";
    case Failure::kRecognize: return "recognize";
  }
  return "recognize";
}

}  // namespace iris
