#pragma once

#include <QColor>
#include <QRgb>

namespace heddle {

/// Heddle's colours, in one place. The marks use the Okabe-Ito palette, which stays distinguishable with every
/// common colour-vision deficiency, and never alone: each comes with a glyph, a letter or words beside it.
namespace theme {

/// The Okabe-Ito palette, without its black (reserved for text).
namespace okabeIto {
inline constexpr QRgb orange = 0xE69F00;
inline constexpr QRgb skyBlue = 0x56B4E9;
inline constexpr QRgb bluishGreen = 0x009E73;
inline constexpr QRgb yellow = 0xF0E442;
inline constexpr QRgb blue = 0x0072B2;
inline constexpr QRgb vermillion = 0xD55E00;
inline constexpr QRgb reddishPurple = 0xCC79A7;
} // namespace okabeIto

/// What the colours mean wherever they appear: a flag's kind, a test's status, a problem, a notice.
inline constexpr QRgb falsePositive = okabeIto::orange;
inline constexpr QRgb falseNegative = okabeIto::blue;
inline constexpr QRgb passed = okabeIto::bluishGreen;
inline constexpr QRgb failed = okabeIto::vermillion;
inline constexpr QRgb error = okabeIto::reddishPurple;
inline constexpr QRgb warning = okabeIto::vermillion;
inline constexpr QRgb notice = okabeIto::yellow;

/// Added and removed lines of a diff, in the green and red readers know from code review; mixed into the base
/// colour for a line's background and used stronger for its changed words.
inline constexpr QRgb addedLine = 0x2EA043;
inline constexpr QRgb removedLine = 0xDA3633;

/// Added and removed text where it stands in running text (a trajectory's edit), light and dark.
inline constexpr QRgb addedText = 0x108020;
inline constexpr QRgb addedTextOnDark = 0x6CD06C;
inline constexpr QRgb removedText = 0xC02020;
inline constexpr QRgb removedTextOnDark = 0xF07070;
/// A warning written as text (not a mark), light and dark.
inline constexpr QRgb warningText = 0xA04000;
inline constexpr QRgb warningTextOnDark = 0xF0A060;

/// The kinds of a trajectory's steps: mid-tone hues that read on light and dark bases alike; a letter beside each
/// carries the meaning for colour-blind readers.
inline constexpr QRgb stepAction = 0x3F7FD0;
inline constexpr QRgb stepEdit = 0xD08A20;
inline constexpr QRgb stepObservation = 0x808080;
inline constexpr QRgb stepMessage = 0x8E5CC8;
inline constexpr QRgb stepSubmit = 0x2E9E5B;
inline constexpr QRgb stepError = 0xD03B3B;
/// The bar beside a step that a flag cites.
inline constexpr QRgb citedStep = 0xE89A00;

/// a with a share t (0..1) of b: tints that follow the palette, light or dark.
QColor mix(const QColor &a, const QColor &b, qreal t);
/// Black or white, whichever reads better on background.
QColor readableOn(const QColor &background);

} // namespace theme

} // namespace heddle
