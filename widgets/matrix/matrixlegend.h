#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QPainter;

namespace heddle {

/// The key to the attempt matrix: a sample of every kind of cell with its meaning, in lines that wrap when narrow.
class MatrixLegend : public QWidget
{
public:
    explicit MatrixLegend(QWidget *parent);

    /// Lays the entries out again, in the current language and font.
    void rebuild();

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return layoutItems(width, nullptr); }
    QSize sizeHint() const override { return {600, heightForWidth(600)}; }
    QSize minimumSizeHint() const override { return {100, heightForWidth(width() > 0 ? width() : 600)}; }

protected:
    void paintEvent(QPaintEvent *) override;

private:
    struct Entry {
        int status;
        bool mismatch;
        int flags;
        QString text;
        int rowFlags = 0;
        bool changed = false;
    };

    int layoutItems(int width, QPainter *painter) const;

    QList<Entry> m_entries;
    QString m_note;
};

} // namespace heddle
