// What a rendered widget shows, read from its pixels: the tests assert colours in regions instead of keeping pictures
// for a person to look at.
#pragma once

#include <QImage>
#include <QRect>
#include <QRgb>

namespace heddle::test {

/// Whether every channel of a and b differs by at most tolerance.
bool nearColour(QRgb a, QRgb b, int tolerance = 24);

/// How many pixels of rect (clipped to the image) are near colour.
int countNear(const QImage &image, const QRect &rect, QRgb colour, int tolerance = 24);

/// Distinct colours in a sample of every step-th pixel: a blank or single-colour image has one or two.
int distinctColours(const QImage &image, int step = 7);

/// The mean HSL lightness (0 black .. 1 white) of a sample of every step-th pixel.
double meanLightness(const QImage &image, int step = 9);

/// The mean HSL lightness of rect (clipped to the image).
double meanLightness(const QImage &image, const QRect &rect);

} // namespace heddle::test
