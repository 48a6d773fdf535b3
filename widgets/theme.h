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

/// a with a share t (0..1) of b: tints that follow the palette, light or dark.
QColor mix(const QColor &a, const QColor &b, qreal t);
/// Black or white, whichever reads better on background.
QColor readableOn(const QColor &background);

} // namespace theme

} // namespace heddle
