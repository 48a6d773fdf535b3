#include <core/exec/boundedoutput.h>

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

// The bytes of n numbered lines, "line 0\n" on.
QByteArray lines(int first, int count)
{
    QByteArray out;
    for (int i = first; i < first + count; ++i)
        out += "line " + QByteArray::number(i) + '\n';
    return out;
}

} // namespace

class TestBoundedOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whatFitsIsKeptWhole()
    {
        BoundedOutput output(100, 100);
        const QByteArray text = lines(0, 20); // 130 bytes
        output.append(text.first(50));
        output.append(text.sliced(50));
        QCOMPARE(output.text(), text);
        QCOMPARE(output.dropped(), 0);
        QCOMPARE(output.total(), text.size());
    }

    // Chunks of any size give the same kept text as one append of everything: the ring wraps correctly.
    void chunkingDoesNotMatter_data()
    {
        QTest::addColumn<int>("chunk");
        for (int chunk : {1, 7, 64, 999, 4096, 100000})
            QTest::addRow("%d", chunk) << chunk;
    }
    void chunkingDoesNotMatter()
    {
        QFETCH(int, chunk);
        const QByteArray text = lines(0, 20000); // about 200 kB
        BoundedOutput whole(1000, 3000);
        whole.append(text);
        BoundedOutput pieces(1000, 3000);
        for (qsizetype at = 0; at < text.size(); at += chunk)
            pieces.append(QByteArrayView(text).sliced(at, std::min<qsizetype>(chunk, text.size() - at)));
        QCOMPARE(pieces.text(), whole.text());
        QCOMPARE(pieces.dropped(), whole.dropped());
        QCOMPARE(pieces.total(), text.size());
    }

    // The head ends and the tail starts on a line break; the marker counts exactly what is not there.
    void cutsAtLineBreaksAndCountsTheRest()
    {
        const QByteArray text = lines(0, 10000);
        BoundedOutput output(500, 500);
        output.append(text);
        const QByteArray kept = output.text();
        const QList<QByteArray> keptLines = kept.split('\n');
        QVERIFY(keptLines.first().startsWith("line 0"));
        QVERIFY(kept.endsWith("line 9999\n"));
        const qsizetype marker = kept.indexOf("[heddle: ");
        QVERIFY(marker > 0);
        QCOMPARE(kept.at(marker - 1), '\n');
        // Every kept line is whole: head lines are the first ones, tail lines the last ones, in order.
        const QByteArray head = kept.first(marker);
        QVERIFY(text.startsWith(head));
        const QByteArray tail = kept.sliced(kept.indexOf('\n', marker) + 1);
        QVERIFY(text.endsWith(tail));
        QVERIFY(tail.startsWith("line "));
        QCOMPARE(output.dropped(), text.size() - head.size() - tail.size());
        QCOMPARE(kept.sliced(marker, kept.indexOf('\n', marker) + 1 - marker), droppedMarker(output.dropped()));
        QVERIFY(kept.size() <= 1000 + droppedMarker(output.dropped()).size());
    }

    // One enormous line: nothing to cut at, so the cut stays where the bound is.
    void anEnormousLineIsCutThrough()
    {
        BoundedOutput output(1000, 1000);
        QByteArray line(5 * 1024 * 1024, 'a');
        line.append('\n');
        output.append(line);
        const QByteArray kept = output.text();
        QCOMPARE(output.dropped(), line.size() - 2000);
        QCOMPARE(kept, QByteArray(1000, 'a') + '\n' + droppedMarker(line.size() - 2000) + QByteArray(999, 'a') + '\n');
    }

    // Raw bytes (NULs, invalid UTF-8) are kept as they came.
    void bytesStayBytes()
    {
        QByteArray noise(100000, '\0');
        for (qsizetype i = 0; i < noise.size(); i += 3)
            noise[i] = char(QRandomGenerator::global()->bounded(256));
        noise.replace('\n', 'x'); // no line to cut at
        BoundedOutput output(4096, 4096);
        output.append(noise);
        QCOMPARE(output.text(), noise.first(4096) + '\n' + droppedMarker(100000 - 8192) + noise.last(4096));
        QCOMPARE(output.total(), noise.size());
    }

    void boundedTextLeavesWhatFits()
    {
        const QByteArray text = lines(0, 100);
        qint64 dropped = -1;
        QCOMPARE(boundedText(text, text.size(), 0, &dropped), text);
        QCOMPARE(dropped, 0);
        const QByteArray cut = boundedText(text, 100, 100, &dropped);
        QVERIFY(dropped > 0);
        QVERIFY(cut.contains(droppedMarker(dropped)));
    }
};

QTEST_GUILESS_MAIN(TestBoundedOutput)
#include "tst_boundedoutput.moc"
