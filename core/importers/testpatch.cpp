#include <core/importers/testpatch.h>

namespace heddle {

namespace {

// A path from a "---"/"+++" line: without the a/ or b/ prefix, the timestamp some tools append, and git's
// C-style quoting.
QString headerPath(QByteArrayView rest)
{
    QByteArray path;
    if (rest.startsWith('"')) {
        for (qsizetype i = 1; i < rest.size() && rest[i] != '"'; ++i) {
            char c = rest[i];
            if (c == '\\' && i + 1 < rest.size()) {
                const char e = rest[++i];
                if (e >= '0' && e <= '7' && i + 2 < rest.size()) {
                    c = char(((e - '0') << 6) | ((rest[i + 1] - '0') << 3) | (rest[i + 2] - '0'));
                    i += 2;
                } else {
                    c = e == 'n' ? '\n' : e == 't' ? '\t' : e;
                }
            }
            path.append(c);
        }
    } else {
        const qsizetype tab = rest.indexOf('\t');
        path = (tab >= 0 ? rest.first(tab) : rest).trimmed().toByteArray();
    }
    if (path.startsWith("a/") || path.startsWith("b/"))
        path.remove(0, 2);
    return QString::fromUtf8(path);
}

// "@@ -a,b +c,d @@": the old and new line counts (1 when the count is left out).
bool hunkCounts(QByteArrayView line, int &oldCount, int &newCount)
{
    const auto count = [&](char sign) {
        const qsizetype at = line.indexOf(sign, 2);
        if (at < 0)
            return -1;
        qsizetype end = at + 1;
        while (end < line.size() && line[end] != ' ' && line[end] != ',')
            ++end;
        if (end >= line.size() || line[end] != ',')
            return 1;
        qsizetype stop = ++end;
        while (stop < line.size() && line[stop] >= '0' && line[stop] <= '9')
            ++stop;
        bool ok = false;
        const int n = line.sliced(end, stop - end).toInt(&ok);
        return ok ? n : -1;
    };
    oldCount = count('-');
    newCount = count('+');
    return oldCount >= 0 && newCount >= 0;
}

} // namespace

QList<TestPatchFile> testPatchFiles(QByteArrayView diff)
{
    QList<TestPatchFile> files;
    TestPatchFile *current = nullptr;
    bool headerDone = false; // the current file's "+++" line was read: another "---" starts a new file
    int oldLeft = 0;
    int newLeft = 0;
    qsizetype pos = 0;
    while (pos < diff.size()) {
        qsizetype newline = diff.indexOf('\n', pos);
        const bool lastLine = newline < 0;
        if (lastLine)
            newline = diff.size();
        const QByteArrayView line = diff.sliced(pos, newline - pos);
        pos = newline + 1;

        if (oldLeft > 0 || newLeft > 0) {
            const char kind = line.isEmpty() ? ' ' : line[0];
            if (kind == '\\') {
                // "\ No newline at end of file" after an added line: the file ends without one.
                if (current && current->isNew && current->content.endsWith('\n'))
                    current->content.chop(1);
                continue;
            }
            if (kind == '+' || kind == ' ')
                --newLeft;
            if (kind == '-' || kind == ' ')
                --oldLeft;
            if (current && current->isNew && kind == '+') {
                current->content.append(line.sliced(1));
                current->content.append('\n');
            }
            continue;
        }
        if (line.startsWith("\\") && current && current->isNew && current->content.endsWith('\n')) {
            current->content.chop(1);
            continue;
        }
        if (line.startsWith("diff --git ")) {
            files.append(TestPatchFile{});
            current = &files.last();
            headerDone = false;
            // Until "---"/"+++" say otherwise, take the b/ path of the header (pure mode changes have no others).
            const qsizetype b = line.lastIndexOf(" b/");
            if (b >= 0)
                current->path = QString::fromUtf8(line.sliced(b + 3).trimmed());
        } else if (line.startsWith("--- ")) {
            if (!current || headerDone) {
                files.append(TestPatchFile{});
                current = &files.last();
                headerDone = false;
            }
            if (line.sliced(4).startsWith("/dev/null"))
                current->isNew = true;
            else if (current->path.isEmpty())
                current->path = headerPath(line.sliced(4));
        } else if (line.startsWith("+++ ") && current) {
            headerDone = true;
            if (line.sliced(4).startsWith("/dev/null"))
                current->isDeleted = true;
            else
                current->path = headerPath(line.sliced(4));
        } else if (current && line.startsWith("new file mode")) {
            current->isNew = true;
        } else if (current && line.startsWith("deleted file mode")) {
            current->isDeleted = true;
        } else if (current && (line.startsWith("Binary files ") || line.startsWith("GIT binary patch"))) {
            current->isBinary = true;
        } else if (current && line.startsWith("@@ ")) {
            if (!hunkCounts(line, oldLeft, newLeft))
                oldLeft = newLeft = 0;
        }
        if (lastLine)
            break;
    }
    for (TestPatchFile &file : files)
        if (!file.isNew || file.isBinary)
            file.content.clear();
    return files;
}

} // namespace heddle
