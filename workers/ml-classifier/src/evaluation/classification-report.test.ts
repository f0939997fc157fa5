import { describe, expect, it } from "vitest";
import { classificationReport, expectedCalibrationError } from "./classification-report";

describe("classification report", () => {
  it("computes per-class precision, recall, F1, support and the confusion matrix", () => {
    // truth:     a a a a b b c c c c
    // predicted: a a a b b a c c c b
    const truth = [0, 0, 0, 0, 1, 1, 2, 2, 2, 2];
    const predicted = [0, 0, 0, 1, 1, 0, 2, 2, 2, 1];
    const report = classificationReport(["a", "b", "c"], truth, predicted, new Array(10).fill(0.9));
    expect(report.accuracy).toBeCloseTo(0.7, 6);
    expect(report.confusion_matrix.matrix).toEqual([
      [3, 1, 0],
      [1, 1, 0],
      [0, 1, 3],
    ]);
    // a: P 3/4 R 3/4; b: P 1/3 R 1/2; c: P 1 R 3/4
    expect(report.per_class.a).toMatchObject({ precision: 0.75, recall: 0.75, support: 4 });
    expect(report.per_class.b?.precision).toBeCloseTo(1 / 3, 5);
    expect(report.per_class.b?.f1).toBeCloseTo(0.4, 5);
    expect(report.per_class.c?.f1).toBeCloseTo(6 / 7, 5);
    expect(report.macro_f1).toBeCloseTo((0.75 + 0.4 + 6 / 7) / 3, 5);
  });

  it("gives a class that is never predicted precision 0 rather than NaN", () => {
    const report = classificationReport(["a", "b"], [0, 1], [0, 0], [0.6, 0.6]);
    expect(report.per_class.b).toMatchObject({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(Number.isNaN(report.macro_f1)).toBe(false);
  });

  it("measures calibration: right at 0.9 confidence 90 % of the time is calibrated", () => {
    const truth = Array.from({ length: 100 }, (_, i) => (i < 90 ? 0 : 1));
    const predicted = new Array(100).fill(0);
    expect(expectedCalibrationError(truth, predicted, new Array(100).fill(0.9))).toBeCloseTo(0, 6);
    expect(expectedCalibrationError(truth, predicted, new Array(100).fill(0.99))).toBeCloseTo(
      0.09,
      6,
    );
  });
});
