// Renders Heddle's SVG icon into the PNG sizes of the hicolor theme at build time, so the PNGs cannot drift from
// the SVG and no rasterizer beyond Qt Svg is needed.
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: heddle_iconrender ICON.svg OUTDIR SIZE...\n"
                             "writes OUTDIR/<SIZE>x<SIZE>/apps/<ICON>.png for each SIZE\n");
        return 2;
    }
    const QString svgPath = QString::fromLocal8Bit(argv[1]);
    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "heddle_iconrender: %s: not a valid SVG\n", argv[1]);
        return 1;
    }
    const QString name = QFileInfo(svgPath).completeBaseName();
    const QDir outDir(QString::fromLocal8Bit(argv[2]));
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLatin1(argv[i]).toInt(&ok);
        if (!ok || size <= 0 || size > 1024) {
            std::fprintf(stderr, "heddle_iconrender: %s: not a size in pixels\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter);
        }
        const QString sizeDir = QStringLiteral("%1x%1/apps").arg(size);
        if (!outDir.mkpath(sizeDir)) {
            std::fprintf(stderr, "heddle_iconrender: cannot make %s\n", qPrintable(outDir.filePath(sizeDir)));
            return 1;
        }
        const QString pngPath = outDir.filePath(sizeDir + u'/' + name + QStringLiteral(".png"));
        if (!image.save(pngPath, "PNG")) {
            std::fprintf(stderr, "heddle_iconrender: cannot write %s\n", qPrintable(pngPath));
            return 1;
        }
    }
    return 0;
}
