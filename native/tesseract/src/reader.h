// One reader owns a persistent tesseract::TessBaseAPI per language set ("spa", "spa+eng"),
// each initialised once, and recognises PNG pages into Tesseract TSV. Not thread-safe: one
// reader serves one page at a time (the addon guarantees it).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tesseract {
class TessBaseAPI;
}

namespace iris {

/** A rectangle of the page, in its pixels. */
struct Region {
  int left = 0;
  int top = 0;
  int width = 0;
  int height = 0;
};

/** One recognition: PNG bytes in, settings as the CLI and tesseract.js take them. */
struct Page {
  std::vector<unsigned char> png;
  std::string lang;
  int psm = 3;
  int dpi = 300;
  /** Tesseract variables for this page only (restored afterwards). */
  std::vector<std::pair<std::string, std::string>> params;
  /** Tesseract stops recognising after this many milliseconds (0: no deadline). */
  int deadline_ms = 0;
  /**
   * When not empty: each rectangle is recognised on its own (SetRectangle: thresholded and
   * segmented inside it) with `psm`, the page decoded once; the deadline covers them all.
   */
  std::vector<Region> regions;
};

/** Why a recognition failed: the image's fault, or the engine's. */
enum class Failure { kNone, kImage, kInit, kParam, kTimeout, kRecognize };

/** What a recognition answered. */
struct Outcome {
  Failure failure = Failure::kNone;
  std::string message;
  std::string tsv;
  /** One TSV per region, in the order given (when the page had regions). */
  std::vector<std::string> region_tsvs;
};

class Reader {
 public:
  explicit Reader(std::string tessdata_dir);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  Outcome Recognize(const Page& page);
  /** Language sets initialised so far. */
  std::vector<std::string> Languages() const;
  /** Releases every API. */
  void Clear();

 private:
  tesseract::TessBaseAPI* ApiFor(const std::string& lang, std::string* error);

  std::string tessdata_dir_;
  std::map<std::string, std::unique_ptr<tesseract::TessBaseAPI>> apis_;
};

/** "tesseract 5.3.0, leptonica 1.82.0". */
std::string Versions();

/** The failure's name as JavaScript sees it ("image", "timeout"...). */
const char* FailureName(Failure failure);

}  // namespace iris
