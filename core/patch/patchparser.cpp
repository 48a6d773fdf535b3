#include <core/patch/patchparser.h>

#include <core/patch/patchsyntax_p.h>

#include <QCoreApplication>

#include <optional>

namespace heddle {

using namespace Qt::StringLiterals;

using namespace patchsyntax;

namespace {

// Hunk header numbers above this are rejected so that start + count never overflows an int.
constexpr int kMaxLineNumber = 999'999'999;

} // namespace

// A single forward pass over the lines; the state says what the previous lines allow next.
class PatchParser
{
    Q_DECLARE_TR_FUNCTIONS(heddle::PatchParser)

public:
    explicit PatchParser(QByteArrayView text)
        : m_text(text)
    {}

    Result<Patch> run();

private:
    enum class State {
        Outside,    // before the first file, between files, after a mail signature: text is ignored
        Header,     // after "diff --git": extended header lines
        ExpectPlus, // after "---": a "+++" line must follow
        ExpectHunk, // after "+++": a hunk header must follow
        Hunk,       // inside a hunk, counting lines against its header
        AfterHunk,  // a file's hunks (or its binary marker) are complete
        Binary,     // inside a "GIT binary patch" block
    };

    bool nextLine();
    QByteArrayView peekLine() const;
    bool handle(QByteArrayView line);
    bool handleOutside(QByteArrayView line);
    bool handleHeader(QByteArrayView line);
    bool handleHunkLine(QByteArrayView line);
    bool handleAfterHunk(QByteArrayView line);
    bool handleBinary(QByteArrayView line);
    bool finish();

    bool startGitFile(QByteArrayView line);
    bool startPlainFile(QByteArrayView line);
    bool addBinaryFile(QByteArrayView oldName, QByteArrayView newName);
    bool readMinus(QByteArrayView line);
    bool readPlus(QByteArrayView line);
    bool startHunk(QByteArrayView line);
    bool markNoNewline();
    bool finishFile();
    bool hunkEndsEarly(bool atEnd);

    bool readMode(QByteArrayView text, QString *mode);
    bool readPathLine(QByteArrayView rest, char prefix, std::optional<QString> *path, bool *absent = nullptr);
    bool readIndex(QByteArrayView rest);
    bool readPercent(QByteArrayView rest, int *percent);

    bool fail(QString message, Error::Code code = Error::Code::Parse);
    bool failAt(int line, QString message, QString detail = {});

    static bool isSignature(QByteArrayView line) { return line == "-- " || line == "--"; }
    static bool isCombinedDiff(QByteArrayView line)
    {
        return line.startsWith("diff --cc ") || line.startsWith("diff --combined ");
    }

    QByteArrayView m_text;
    qsizetype m_pos = 0;
    QByteArrayView m_line;
    int m_lineNo = 0;
    State m_state = State::Outside;

    Patch m_patch;
    PatchFile m_file;
    bool m_haveFile = false;
    bool m_renameFrom = false;
    bool m_renameTo = false;
    bool m_copyFrom = false;
    bool m_copyTo = false;
    Prefixes m_prefixes;    // of the file's names: a/ and b/, or the mnemonic pair its header shows
    bool m_unnamed = false; // its "---" and "+++" lines name no file (difflib.unified_diff's default)

    int m_oldLeft = 0;
    int m_newLeft = 0;
    int m_oldNext = 0;
    int m_newNext = 0;
    bool m_markerAllowed = false; // the previous line was a hunk line that "\ No newline" may follow

    std::optional<Error> m_error;
};

Result<Patch> PatchParser::run()
{
    while (nextLine()) {
        if (!handle(m_line))
            return *m_error;
    }
    if (!finish())
        return *m_error;
    return std::move(m_patch);
}

bool PatchParser::nextLine()
{
    if (m_pos >= m_text.size())
        return false;
    const qsizetype end = m_text.indexOf('\n', m_pos);
    const qsizetype stop = end < 0 ? m_text.size() : end;
    m_line = m_text.sliced(m_pos, stop - m_pos);
    if (!m_line.isEmpty() && m_line.back() == '\r')
        m_line.chop(1);
    m_pos = end < 0 ? m_text.size() : end + 1;
    ++m_lineNo;
    return true;
}

QByteArrayView PatchParser::peekLine() const
{
    if (m_pos >= m_text.size())
        return {};
    const qsizetype end = m_text.indexOf('\n', m_pos);
    return m_text.sliced(m_pos, (end < 0 ? m_text.size() : end) - m_pos);
}

bool PatchParser::handle(QByteArrayView line)
{
    switch (m_state) {
    case State::Hunk: return handleHunkLine(line);
    case State::Outside: return handleOutside(line);
    case State::Header: return handleHeader(line);
    case State::ExpectPlus:
        if (!line.startsWith("+++ "))
            return fail(tr("expected a \"+++\" line after the \"---\" line"));
        return readPlus(line);
    case State::ExpectHunk:
        if (!line.startsWith("@@"))
            return fail(tr("expected a hunk header \"@@ -start,count +start,count @@\" after the \"+++\" line"));
        return startHunk(line);
    case State::AfterHunk: return handleAfterHunk(line);
    case State::Binary: return handleBinary(line);
    }
    return true;
}

bool PatchParser::handleOutside(QByteArrayView line)
{
    // Commit messages, mail headers and diffstats come before the first file; only a file header, or a line
    // that can only belong to one, matters here.
    if (line.startsWith("diff --git "))
        return startGitFile(line);
    if (isCombinedDiff(line))
        return fail(tr("combined diffs of merges (\"diff --cc\") are not supported"), Error::Code::Unsupported);
    if (line.startsWith("--- ") && peekLine().startsWith("+++ "))
        return startPlainFile(line);
    if (line.startsWith("+++ "))
        return fail(tr("\"+++\" line without a \"---\" line before it"));
    if (line.startsWith("@@ -"))
        return fail(tr("hunk header outside any file: expected a \"diff --git\" or \"---\" line before it"));
    // "diff -r" reports a changed binary file with this line alone, without a file header.
    if (const auto names = binaryFilesNames(line))
        return addBinaryFile(names->first, names->second);
    return true;
}

bool PatchParser::handleHeader(QByteArrayView line)
{
    if (line.startsWith("diff --git ")) {
        if (!finishFile())
            return false;
        return startGitFile(line);
    }
    if (line.startsWith("@@"))
        return startHunk(line);
    if (line.startsWith("--- "))
        return readMinus(line);
    if (line.startsWith("+++ "))
        return fail(tr("\"+++\" line without a \"---\" line before it"));
    if (line.startsWith("index "))
        return readIndex(line.sliced(6));
    if (line.startsWith("new file mode ")) {
        m_file.isNew = true;
        return readMode(line.sliced(14), &m_file.newMode);
    }
    if (line.startsWith("deleted file mode ")) {
        m_file.isDeleted = true;
        return readMode(line.sliced(18), &m_file.oldMode);
    }
    if (line.startsWith("old mode "))
        return readMode(line.sliced(9), &m_file.oldMode);
    if (line.startsWith("new mode "))
        return readMode(line.sliced(9), &m_file.newMode);
    if (line.startsWith("similarity index "))
        return readPercent(line.sliced(17), &m_file.similarity);
    if (line.startsWith("dissimilarity index ")) {
        int dissimilarity = 0;
        return readPercent(line.sliced(20), &dissimilarity);
    }
    std::optional<QString> path;
    if (line.startsWith("rename from ")) {
        if (!readPathLine(line.sliced(12), 0, &path))
            return false;
        m_file.isRename = m_renameFrom = true;
        m_file.oldPath = path.value_or(QString());
        return true;
    }
    if (line.startsWith("rename to ")) {
        if (!readPathLine(line.sliced(10), 0, &path))
            return false;
        m_file.isRename = m_renameTo = true;
        m_file.newPath = path.value_or(QString());
        return true;
    }
    if (line.startsWith("copy from ")) {
        if (!readPathLine(line.sliced(10), 0, &path))
            return false;
        m_file.isCopy = m_copyFrom = true;
        m_file.oldPath = path.value_or(QString());
        return true;
    }
    if (line.startsWith("copy to ")) {
        if (!readPathLine(line.sliced(8), 0, &path))
            return false;
        m_file.isCopy = m_copyTo = true;
        m_file.newPath = path.value_or(QString());
        return true;
    }
    if (line.startsWith("Binary files ")) {
        m_file.isBinary = true;
        m_state = State::AfterHunk;
        m_markerAllowed = false;
        return true;
    }
    if (line == "GIT binary patch") {
        m_file.isBinary = true;
        m_state = State::Binary;
        return true;
    }
    if (isCombinedDiff(line))
        return fail(tr("combined diffs of merges (\"diff --cc\") are not supported"), Error::Code::Unsupported);
    if (isSignature(line)) {
        if (!finishFile())
            return false;
        m_state = State::Outside;
        return true;
    }
    if (!line.isEmpty() && (line[0] == ' ' || line[0] == '+' || line[0] == '-'))
        return fail(tr("line outside any hunk: expected a hunk header \"@@ -start,count +start,count @@\" "
                       "before it"));
    // Anything else ends the header, as it does for git: the file changes only its name or mode.
    if (!finishFile())
        return false;
    m_state = State::Outside;
    return handleOutside(line);
}

bool PatchParser::handleHunkLine(QByteArrayView line)
{
    // An empty line is an empty context line: some editors and mailers strip the lone space.
    const char c = line.isEmpty() ? ' ' : line[0];
    PatchHunk &hunk = m_file.hunks.last();
    PatchLine out;
    switch (c) {
    case ' ':
        if (m_oldLeft == 0)
            return fail(tr("unexpected context line: all lines of the old file that the hunk header at line %1 "
                           "counts (%2) are there")
                            .arg(hunk.patchLine)
                            .arg(hunk.oldCount));
        if (m_newLeft == 0)
            return fail(tr("unexpected context line: all lines of the new file that the hunk header at line %1 "
                           "counts (%2) are there")
                            .arg(hunk.patchLine)
                            .arg(hunk.newCount));
        out.kind = PatchLine::Kind::Context;
        out.oldLine = m_oldNext++;
        out.newLine = m_newNext++;
        --m_oldLeft;
        --m_newLeft;
        break;
    case '-':
        if (m_oldLeft == 0)
            return fail(tr("unexpected removed line: all lines of the old file that the hunk header at line %1 "
                           "counts (%2) are there")
                            .arg(hunk.patchLine)
                            .arg(hunk.oldCount));
        out.kind = PatchLine::Kind::Removed;
        out.oldLine = m_oldNext++;
        --m_oldLeft;
        break;
    case '+':
        if (m_newLeft == 0)
            return fail(tr("unexpected added line: all lines of the new file that the hunk header at line %1 "
                           "counts (%2) are there")
                            .arg(hunk.patchLine)
                            .arg(hunk.newCount));
        out.kind = PatchLine::Kind::Added;
        out.newLine = m_newNext++;
        --m_newLeft;
        break;
    case '\\': return markNoNewline();
    default:
        if (line.startsWith("@@") || line.startsWith("diff ") || line.startsWith("Index: ") ||
            line.startsWith("Binary files ") || line == "GIT binary patch")
            return hunkEndsEarly(false);
        return fail(tr("unexpected line in hunk: lines start with ' ', '+', '-' or '\\'"));
    }
    if (line.size() > 1)
        out.text = QString::fromUtf8(line.sliced(1));
    out.patchLine = m_lineNo;
    hunk.lines.append(std::move(out));
    m_markerAllowed = true;
    if (m_oldLeft == 0 && m_newLeft == 0)
        m_state = State::AfterHunk;
    return true;
}

bool PatchParser::handleAfterHunk(QByteArrayView line)
{
    if (line.startsWith("@@"))
        return startHunk(line);
    if (!line.isEmpty() && line[0] == '\\') {
        if (m_markerAllowed)
            return markNoNewline();
        return fail(tr("line outside any hunk: \"\\ No newline at end of file\" must follow a line of a hunk"));
    }
    m_markerAllowed = false;
    if (line.isEmpty())
        return true;
    if (line.startsWith("diff --git ")) {
        if (!finishFile())
            return false;
        return startGitFile(line);
    }
    if (line.startsWith("--- ") && peekLine().startsWith("+++ ")) {
        if (!finishFile())
            return false;
        return startPlainFile(line);
    }
    if (isSignature(line)) {
        if (!finishFile())
            return false;
        m_state = State::Outside;
        return true;
    }
    if (isCombinedDiff(line))
        return fail(tr("combined diffs of merges (\"diff --cc\") are not supported"), Error::Code::Unsupported);
    if (line[0] == ' ' || line[0] == '+' || line[0] == '-') {
        if (m_file.hunks.isEmpty())
            return fail(tr("line outside any hunk: the file has no hunks"));
        const PatchHunk &hunk = m_file.hunks.last();
        return fail(tr("line outside any hunk: all lines that the hunk header at line %1 counts (%2 old, %3 new) "
                       "are there")
                        .arg(hunk.patchLine)
                        .arg(hunk.oldCount)
                        .arg(hunk.newCount));
    }
    // Text between files (a "diff -r" command line, "Index:", "Only in ...", the next commit of "git log -p", or
    // diff -r's "Binary files X and Y differ", which handleOutside() reads).
    if (!finishFile())
        return false;
    m_state = State::Outside;
    return handleOutside(line);
}

bool PatchParser::handleBinary(QByteArrayView line)
{
    // The base85 lines start with a length letter and have no spaces; "literal N" and "delta N" open a block.
    if (line.isEmpty() || line.startsWith("literal ") || line.startsWith("delta "))
        return true;
    const char c = line[0];
    if (((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) && !line.contains(' '))
        return true;
    m_state = State::AfterHunk;
    m_markerAllowed = false;
    return handleAfterHunk(line);
}

bool PatchParser::finish()
{
    switch (m_state) {
    case State::Hunk: return hunkEndsEarly(true);
    case State::ExpectPlus: return fail(tr("the patch ends after a \"---\" line: expected a \"+++\" line"));
    case State::ExpectHunk:
        return fail(tr("the patch ends after a \"+++\" line: expected a hunk header "
                       "\"@@ -start,count +start,count @@\""));
    case State::Header:
    case State::AfterHunk:
    case State::Binary: return finishFile();
    case State::Outside: return true;
    }
    return true;
}

bool PatchParser::startGitFile(QByteArrayView line)
{
    m_file = PatchFile();
    m_file.patchLine = m_lineNo;
    m_haveFile = true;
    m_renameFrom = m_renameTo = m_copyFrom = m_copyTo = m_unnamed = false;
    m_prefixes = {};
    m_state = State::Header;

    // These names are provisional: "---"/"+++", "rename" and "copy" lines override them, and git leaves the
    // split of unquoted names with spaces ambiguous.
    const QByteArrayView rest = line.sliced(11);
    QByteArray oldName;
    QByteArray newName;
    if (rest.startsWith('"')) {
        qsizetype used = 0;
        const std::optional<QByteArray> first = unquoteC(rest, &used);
        if (!first || used >= rest.size() || rest[used] != ' ')
            return true;
        oldName = *first;
        const QByteArrayView second = rest.sliced(used + 1);
        if (second.startsWith('"')) {
            const std::optional<QByteArray> unquoted = unquoteC(second, nullptr);
            if (!unquoted)
                return true;
            newName = *unquoted;
        } else {
            newName = second.toByteArray();
        }
    } else if (const qsizetype q = rest.indexOf(" \""); q >= 0) {
        // An unquoted name never contains '"', so the first " \"" starts the quoted second name.
        const std::optional<QByteArray> unquoted = unquoteC(rest.sliced(q + 1), nullptr);
        if (!unquoted)
            return true;
        oldName = rest.first(q).toByteArray();
        newName = *unquoted;
    } else {
        qsizetype split = -1;
        if (rest.size() % 2 == 1) {
            const qsizetype mid = rest.size() / 2;
            if (rest[mid] == ' ' && afterFirstComponent(rest.first(mid)) == afterFirstComponent(rest.sliced(mid + 1)))
                split = mid;
        }
        if (split < 0)
            split = rest.indexOf(" b/");
        if (split < 0)
            split = rest.indexOf(' ');
        if (split < 0)
            return true;
        oldName = rest.first(split).toByteArray();
        newName = rest.sliced(split + 1).toByteArray();
    }
    m_prefixes = namePrefixes(oldName, newName);
    m_file.oldPath = QString::fromUtf8(stripPrefix(oldName, m_prefixes.oldSide));
    m_file.newPath = QString::fromUtf8(stripPrefix(newName, m_prefixes.newSide));
    return true;
}

bool PatchParser::startPlainFile(QByteArrayView line)
{
    m_file = PatchFile();
    m_file.patchLine = m_lineNo;
    m_haveFile = true;
    m_renameFrom = m_renameTo = m_copyFrom = m_copyTo = m_unnamed = false;
    // The names up to GNU diff's tab and timestamp; quoted names keep the default a/ and b/.
    const auto name = [](QByteArrayView rest) {
        const qsizetype tab = rest.indexOf('\t');
        return tab < 0 ? rest : rest.first(tab);
    };
    m_prefixes = namePrefixes(name(line.sliced(4)), name(peekLine().sliced(4)));
    return readMinus(line);
}

bool PatchParser::addBinaryFile(QByteArrayView oldName, QByteArrayView newName)
{
    m_file = PatchFile();
    m_file.patchLine = m_lineNo;
    m_file.isBinary = true;
    m_haveFile = true;
    m_renameFrom = m_renameTo = m_copyFrom = m_copyTo = m_unnamed = false;
    m_prefixes = namePrefixes(oldName, newName);
    m_file.isNew = oldName == "/dev/null";
    m_file.isDeleted = newName == "/dev/null";
    if (!m_file.isNew)
        m_file.oldPath = QString::fromUtf8(stripPrefix(oldName, m_prefixes.oldSide));
    if (!m_file.isDeleted)
        m_file.newPath = QString::fromUtf8(stripPrefix(newName, m_prefixes.newSide));
    m_state = State::AfterHunk;
    m_markerAllowed = false;
    return true;
}

bool PatchParser::readMinus(QByteArrayView line)
{
    std::optional<QString> path;
    bool absent = false;
    if (!readPathLine(line.sliced(4), m_prefixes.oldSide, &path, &absent))
        return false;
    if (path)
        m_file.oldPath = *path;
    m_file.isNew = m_file.isNew || !path || absent;
    m_state = State::ExpectPlus;
    return true;
}

bool PatchParser::readPlus(QByteArrayView line)
{
    std::optional<QString> path;
    bool absent = false;
    if (!readPathLine(line.sliced(4), m_prefixes.newSide, &path, &absent))
        return false;
    if (path)
        m_file.newPath = *path;
    m_file.isDeleted = m_file.isDeleted || !path || absent;
    m_state = State::ExpectHunk;
    return true;
}

bool PatchParser::startHunk(QByteArrayView line)
{
    const auto bad = [this] { return fail(tr("hunk header: expected \"@@ -start,count +start,count @@\"")); };
    qsizetype i = 0;
    const auto number = [&](int *value) {
        if (i >= line.size() || !isDigit(line[i]))
            return false;
        qint64 n = 0;
        while (i < line.size() && isDigit(line[i])) {
            n = n * 10 + (line[i] - '0');
            if (n > kMaxLineNumber)
                return false;
            ++i;
        }
        *value = int(n);
        return true;
    };
    const auto literal = [&](QByteArrayView text) {
        if (!line.sliced(i).startsWith(text))
            return false;
        i += text.size();
        return true;
    };

    PatchHunk hunk;
    hunk.oldCount = 1;
    hunk.newCount = 1;
    if (!literal("@@ -") || !number(&hunk.oldStart))
        return bad();
    if (literal(",") && !number(&hunk.oldCount))
        return bad();
    if (!literal(" +") || !number(&hunk.newStart))
        return bad();
    if (literal(",") && !number(&hunk.newCount))
        return bad();
    if (!literal(" @@"))
        return bad();
    // Like git, take whatever follows the closing "@@" as the section heading.
    if (i < line.size())
        hunk.section = QString::fromUtf8(line.sliced(line[i] == ' ' ? i + 1 : i));
    if (hunk.oldCount == 0 && hunk.newCount == 0)
        return fail(tr("empty hunk: the header counts no lines of either file"));
    hunk.patchLine = m_lineNo;
    // The counts come from untrusted text: reserve for an ordinary hunk, not for whatever the header claims.
    hunk.lines.reserve(std::min(hunk.oldCount + hunk.newCount, 512));

    m_oldLeft = hunk.oldCount;
    m_newLeft = hunk.newCount;
    // A count of 0 means start names the line before the hunk; the numbering below only uses the other side.
    m_oldNext = hunk.oldStart;
    m_newNext = hunk.newStart;
    m_markerAllowed = false;
    m_file.hunks.append(std::move(hunk));
    m_state = State::Hunk;
    return true;
}

bool PatchParser::markNoNewline()
{
    PatchHunk &hunk = m_file.hunks.last();
    if (!m_markerAllowed || hunk.lines.isEmpty())
        return fail(tr("\"\\ No newline at end of file\" must follow a line of the hunk"));
    hunk.lines.last().noNewlineAtEnd = true;
    m_markerAllowed = false;
    return true;
}

bool PatchParser::finishFile()
{
    if (!m_haveFile)
        return true;
    m_haveFile = false;
    if (m_renameFrom != m_renameTo)
        return failAt(m_file.patchLine, m_renameFrom ? tr("\"rename from\" without \"rename to\"")
                                                     : tr("\"rename to\" without \"rename from\""));
    if (m_copyFrom != m_copyTo)
        return failAt(m_file.patchLine,
                      m_copyFrom ? tr("\"copy from\" without \"copy to\"") : tr("\"copy to\" without \"copy from\""));
    if (m_file.isNew && m_file.isDeleted)
        return failAt(m_file.patchLine, tr("a file cannot be both new and deleted"));
    if (m_file.isNew)
        m_file.oldPath.clear();
    if (m_file.isDeleted)
        m_file.newPath.clear();
    if (m_file.oldPath.isEmpty() && m_file.newPath.isEmpty() && !m_unnamed)
        return failAt(m_file.patchLine, tr("file header names no path: expected \"diff --git a/PATH b/PATH\""));
    m_patch.files.append(std::move(m_file));
    m_file = PatchFile();
    return true;
}

bool PatchParser::hunkEndsEarly(bool atEnd)
{
    const QString head = atEnd ? tr("hunk ends early at the end of the patch") : tr("hunk ends early");
    const QString oldPart =
        m_oldLeft == 1 ? tr("1 more line of the old file") : tr("%1 more lines of the old file").arg(m_oldLeft);
    const QString newPart =
        m_newLeft == 1 ? tr("1 more line of the new file") : tr("%1 more lines of the new file").arg(m_newLeft);
    QString tail;
    if (m_oldLeft > 0 && m_newLeft > 0)
        tail = tr("expected %1 and %2").arg(oldPart, newPart);
    else
        tail = tr("expected %1").arg(m_oldLeft > 0 ? oldPart : newPart);
    const QString message = head + u": "_s + tail;
    if (atEnd)
        return failAt(m_lineNo, message, tr("the hunk starts at line %1").arg(m_file.hunks.last().patchLine));
    return fail(message);
}

bool PatchParser::readMode(QByteArrayView text, QString *mode)
{
    text = trimmedRight(text);
    bool ok = text.size() == 6;
    for (char c : text)
        ok = ok && isOctal(c);
    if (!ok)
        return fail(tr("invalid mode %1: expected six octal digits such as 100644").arg(quoteLine(text)));
    *mode = QString::fromLatin1(text);
    return true;
}

bool PatchParser::readPathLine(QByteArrayView rest, char prefix, std::optional<QString> *path, bool *absent)
{
    if (absent)
        *absent = false;
    QByteArray name;
    if (rest.startsWith('"')) {
        const std::optional<QByteArray> unquoted = unquoteC(rest, nullptr);
        if (!unquoted)
            return fail(tr("invalid quoted path: expected a closing '\"' and escapes such as \\t, \\\" or \\303"));
        name = *unquoted;
    } else {
        // GNU diff puts a tab and a timestamp after the name; git a tab after names with spaces.
        const qsizetype tab = rest.indexOf('\t');
        name = (tab < 0 ? rest : rest.first(tab)).toByteArray();
        if (absent && tab >= 0)
            *absent = isEpochTimestamp(rest.sliced(tab + 1));
    }
    if (name.isEmpty() && prefix && (rest.isEmpty() || rest.front() == '\t')) {
        // difflib.unified_diff writes "--- " and "+++ " when it is given no file names.
        m_unnamed = true;
        *path = QString();
        return true;
    }
    if (name.isEmpty())
        return fail(tr("expected a path"));
    if (name == "/dev/null") {
        path->reset();
        return true;
    }
    *path = QString::fromUtf8(prefix ? stripPrefix(name, prefix) : QByteArrayView(name));
    return true;
}

bool PatchParser::readIndex(QByteArrayView rest)
{
    rest = trimmedRight(rest);
    const qsizetype space = rest.indexOf(' ');
    const QByteArrayView ids = space < 0 ? rest : rest.first(space);
    const qsizetype dots = ids.indexOf("..");
    bool ok = dots > 0 && dots + 2 < ids.size();
    for (qsizetype i = 0; ok && i < ids.size(); ++i)
        ok = i == dots || i == dots + 1 || isHex(ids[i]);
    if (!ok)
        return fail(tr("index line: expected \"index <hash>..<hash> [mode]\""));
    m_file.oldIndex = QString::fromLatin1(ids.first(dots));
    m_file.newIndex = QString::fromLatin1(ids.sliced(dots + 2));
    if (space >= 0) {
        QString mode;
        if (!readMode(rest.sliced(space + 1), &mode))
            return false;
        // The mode on the index line is the one the file keeps on both sides.
        if (m_file.oldMode.isEmpty())
            m_file.oldMode = mode;
        if (m_file.newMode.isEmpty())
            m_file.newMode = mode;
    }
    return true;
}

bool PatchParser::readPercent(QByteArrayView rest, int *percent)
{
    rest = trimmedRight(rest);
    int n = 0;
    bool ok = rest.size() >= 2 && rest.size() <= 4 && rest.back() == '%';
    for (qsizetype i = 0; ok && i + 1 < rest.size(); ++i) {
        ok = isDigit(rest[i]);
        n = n * 10 + (rest[i] - '0');
    }
    if (!ok || n > 100)
        return fail(tr("similarity index: expected a percentage such as 90%"));
    *percent = n;
    return true;
}

bool PatchParser::fail(QString message, Error::Code code)
{
    Error e = makeError(code, std::move(message), quoteLine(m_line));
    e.line = m_lineNo;
    m_error = std::move(e);
    return false;
}

bool PatchParser::failAt(int line, QString message, QString detail)
{
    Error e = makeError(Error::Code::Parse, std::move(message), std::move(detail));
    e.line = line;
    m_error = std::move(e);
    return false;
}

Result<Patch> parsePatch(QByteArrayView text)
{
    return PatchParser(text).run();
}

} // namespace heddle
