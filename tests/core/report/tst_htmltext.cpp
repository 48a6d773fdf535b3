// Untrusted text goes into a report as characters: markup, quotes and control characters never reach the page raw.
#include <core/report/htmltext.h>

#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

class TestHtmlText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("html");
        QTest::newRow("plain") << u"fewest policy"_s << u"fewest policy"_s;
        QTest::newRow("script") << u"<script>alert(1)</script>"_s << u"&lt;script&gt;alert(1)&lt;/script&gt;"_s;
        QTest::newRow("attribute") << u"<img src=x onerror=\"a('b')\">"_s
                                   << u"&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;"_s;
        QTest::newRow("closing pre") << u"a</pre>b"_s << u"a&lt;/pre&gt;b"_s;
        QTest::newRow("entity stays text") << u"&lt; &amp;"_s << u"&amp;lt; &amp;amp;"_s;
        QTest::newRow("layout kept") << u"a\tb\r\nc"_s << u"a\tb\r\nc"_s;
        QTest::newRow("controls") << u"a\u0000b\u001bc\u0085d"_s << u"a\ufffdb\ufffdc\ufffdd"_s;
        QTest::newRow("wide") << u"提交 — ✓"_s << u"提交 — ✓"_s;
    }

    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, html);
        QCOMPARE(htmlEscaped(text), html);
    }

    void bytesAreUtf8()
    {
        QCOMPARE(htmlEscapedBytes("+x = \"\xc3\xa9\" < 2\n"), u"+x = &quot;é&quot; &lt; 2\n"_s);
        // Invalid UTF-8 is replaced, not passed through.
        QVERIFY(htmlEscapedBytes("a\xff<").endsWith(u"&lt;"_s));
        QVERIFY(!htmlEscapedBytes("a\xff<").contains(u'<'));
    }
};

QTEST_GUILESS_MAIN(TestHtmlText)
#include "tst_htmltext.moc"
