#include <tests/support/gui/images.h>

#include <QColor>
#include <QSet>

#include <cstdlib>

namespace heddle::test {

bool nearColour(QRgb a, QRgb b, int tolerance)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance &&
           std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

int countNear(const QImage &image, const QRect &rect, QRgb colour, int tolerance)
{
    int count = 0;
    const QRect area = rect.intersected(image.rect());
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            count += nearColour(image.pixel(x, y), colour, tolerance) ? 1 : 0;
    return count;
}

int distinctColours(const QImage &image, int step)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

double meanLightness(const QImage &image, int step)
{
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step, ++n)
            sum += QColor(image.pixel(x, y)).lightnessF();
    return n ? sum / n : 0;
}

double meanLightness(const QImage &image, const QRect &rect)
{
    double sum = 0;
    int n = 0;
    const QRect area = rect.intersected(image.rect());
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x, ++n)
            sum += QColor(image.pixel(x, y)).lightnessF();
    return n ? sum / n : 0;
}

} // namespace heddle::test
