#include <core/dataset/mutationsummary.h>

#include <core/json/jsondocument.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/newestrecord.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <cmath>
#include <string>
#include <vector>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class MutationSummaryIo
{
    Q_DECLARE_TR_FUNCTIONS(heddle::MutationSummaryIo)
};

// Walks a mutation record and keeps what the summary needs. It stops as soon as it has the counts and the reference's
// patch digest, which Heddle writes within the first few hundred bytes; a record without counts is walked to its end
// so that its mutants can be counted.
class SummaryScan : public nlohmann::json_sax<Json>
{
public:
    MutationSummary summary;
    bool kindSeen = false;
    bool isMutation = false;
    bool countsSeen = false;
    bool referenceSeen = false;
    int counted[3] = {0, 0, 0}; // killed, survived, other: from the mutants, for records without counts

    bool complete() const { return countsSeen && referenceSeen; }

    bool null() override { return scalar({}); }
    bool boolean(bool) override { return scalar({}); }
    bool number_integer(number_integer_t v) override { return number(qint64(v)); }
    bool number_unsigned(number_unsigned_t v) override { return number(qint64(v)); }
    bool number_float(number_float_t, const string_t &) override { return scalar({}); }
    bool binary(binary_t &) override { return scalar({}); }
    bool string(string_t &val) override { return scalar(val); }
    bool start_object(std::size_t) override
    {
        m_frames.push_back({false, parentKey()});
        return true;
    }
    bool end_object() override
    {
        const Frame frame = m_frames.back();
        m_frames.pop_back();
        if (depth() == 1 && frame.inside == "counts")
            countsSeen = true;
        if (depth() == 2 && frame.inside == "runs") {
            if (m_target == "reference" && !m_sha.empty()) {
                summary.referenceSha256 = QByteArray::fromStdString(m_sha);
                referenceSeen = true;
            }
            m_target.clear();
            m_sha.clear();
        }
        if (depth() == 2 && frame.inside == "test_files" && !m_path.empty()) {
            summary.testFileSha256.append({toQString(m_path), QByteArray::fromStdString(m_fileSha)});
            m_path.clear();
            m_fileSha.clear();
        }
        if (depth() == 2 && frame.inside == "mutants") {
            ++counted[m_status == "killed" ? 0 : m_status == "survived" ? 1 : 2];
            m_status.clear();
        }
        return !complete();
    }
    bool start_array(std::size_t) override
    {
        m_frames.push_back({true, parentKey()});
        return true;
    }
    bool end_array() override
    {
        m_frames.pop_back();
        return true;
    }
    bool key(string_t &val) override
    {
        if (!m_frames.empty())
            m_frames.back().key = val;
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override { return false; }

private:
    struct Frame {
        bool array = false;
        std::string inside; // the key of the parent object under which this one sits ("runs" for runs[i])
        std::string key;    // the current key when this is an object
    };

    int depth() const { return int(m_frames.size()); }
    // The key under which a new value starts: the key of the enclosing object, or that of the enclosing array.
    std::string parentKey() const
    {
        if (m_frames.empty())
            return {};
        const Frame &top = m_frames.back();
        return top.array ? top.inside : top.key;
    }

    bool number(qint64 v)
    {
        if (depth() == 2 && !m_frames.back().array && m_frames.back().inside == "counts") {
            const std::string &k = m_frames.back().key;
            if (k == "killed")
                summary.killed = int(v);
            else if (k == "survived")
                summary.survived = int(v);
            else if (k == "probably_equivalent") // survivors too, not a status of their own
                summary.equivalent = int(v);
            else
                summary.unjudged += int(v);
        }
        return true;
    }

    bool scalar(const std::string &val)
    {
        if (m_frames.empty())
            return true;
        const Frame &top = m_frames.back();
        if (top.array)
            return true;
        if (depth() == 1) {
            if (top.key == "id")
                summary.runId = toQString(val);
            else if (top.key == "kind") {
                kindSeen = true;
                isMutation = val == "mutation";
                return isMutation;
            } else if (top.key == "base_commit")
                summary.baseCommit = toQString(val);
            else if (top.key == "command")
                summary.command = toQString(val);
            else if (top.key == "log_format")
                summary.logFormat = toQString(val);
            else if (top.key == "image")
                summary.image = toQString(val);
            return true;
        }
        if (depth() != 3 || !m_frames[1].array)
            return true;
        const std::string &list = top.inside;
        if (list == "runs" && top.key == "target")
            m_target = val;
        else if (list == "runs" && top.key == "patch_sha256") {
            m_sha = val;
            // Heddle writes the target first: the reference's digest ends the walk before its test results.
            if (m_target == "reference") {
                summary.referenceSha256 = QByteArray::fromStdString(m_sha);
                referenceSeen = true;
                return !complete();
            }
        } else if (list == "test_files" && top.key == "path")
            m_path = val;
        else if (list == "test_files" && top.key == "sha256")
            m_fileSha = val;
        else if (list == "mutants" && top.key == "status")
            m_status = val;
        return true;
    }

    std::vector<Frame> m_frames;
    std::string m_target, m_sha, m_path, m_fileSha, m_status;
};

// The head read first; enough for every record Heddle writes unless the task has hundreds of test files.
constexpr qint64 kHead = 4096;

QByteArray hexDigest(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace

std::optional<double> MutationSummary::score() const
{
    if (judged() == 0 || !error.isEmpty())
        return std::nullopt;
    return double(killed) / judged();
}

int MutationSummary::percent() const
{
    const std::optional<double> s = score();
    if (!s)
        return -1;
    // 199 of 200 is not 100%: that figure is kept for tests that let nothing survive.
    const int rounded = int(std::lround(*s * 100.0));
    return survived > equivalent ? std::min(rounded, 99) : rounded;
}

std::optional<MutationSummary> parseMutationSummary(QByteArrayView bytes, const QString &file, QString *error)
{
    SummaryScan scan;
    bool parsed = false;
    try {
        parsed = Json::sax_parse(bytes.begin(), bytes.end(), &scan, nlohmann::json::input_format_t::json, false);
    } catch (const std::exception &) {
        parsed = false;
    }
    auto fail = [&](const QString &why) -> std::optional<MutationSummary> {
        if (error)
            *error = u"%1: %2"_s.arg(file, why);
        return std::nullopt;
    };
    if (scan.kindSeen && !scan.isMutation)
        return fail(MutationSummaryIo::tr("not a mutation analysis record (at /kind)"));
    if (!scan.complete() && !parsed)
        return fail(MutationSummaryIo::tr("the mutation record is malformed or cut short"));
    if (!scan.kindSeen)
        return fail(MutationSummaryIo::tr("not a mutation analysis record (no /kind)"));
    MutationSummary summary = std::move(scan.summary);
    if (!scan.countsSeen) {
        summary.killed = scan.counted[0];
        summary.survived = scan.counted[1];
        summary.unjudged = scan.counted[2];
    }
    return summary;
}

std::optional<MutationSummary> readMutationSummary(const QString &datasetRoot, const QString &taskId)
{
    const DatasetLayout layout(datasetRoot);
    const QString folder = layout.at(DatasetLayout::mutationFolder(taskId));
    const QString newest = newestRecordName(folder); // as loadLatestMutationRecord reads it
    if (newest.isEmpty())
        return std::nullopt;
    const QString rel = DatasetLayout::mutationFolder(taskId) + u'/' + newest;
    MutationSummary failed;
    failed.runId = newest.chopped(5);
    QFile in(folder + u'/' + newest);
    if (!in.open(QIODevice::ReadOnly)) {
        failed.error = u"%1: %2"_s.arg(rel, in.errorString());
        return failed;
    }
    QByteArray bytes = in.read(kHead);
    QString error;
    std::optional<MutationSummary> summary = parseMutationSummary(bytes, rel, &error);
    if (!summary && !in.atEnd()) {
        bytes += in.readAll();
        summary = parseMutationSummary(bytes, rel, &error);
    }
    if (!summary) {
        failed.error = error;
        return failed;
    }
    return summary;
}

QStringList mutationSummaryStaleReasons(const MutationSummary &summary, const Task &task)
{
    return mutationSummaryStaleReasons(
        summary, task, [&task] { return hexDigest(task.referencePatch); },
        [](const TestFile &f) { return hexDigest(f.content); });
}

QStringList mutationSummaryStaleReasons(const MutationSummary &summary, const Task &task,
                                        const std::function<QByteArray()> &referenceSha256,
                                        const std::function<QByteArray(const TestFile &)> &testFileSha256)
{
    QStringList parts;
    if (!summary.error.isEmpty())
        return parts;
    for (const TestFile &f : task.tests.files) {
        const auto it = std::find_if(summary.testFileSha256.cbegin(), summary.testFileSha256.cend(),
                                     [&](const auto &entry) { return entry.first == f.path; });
        if (it == summary.testFileSha256.cend())
            parts << MutationSummaryIo::tr("test file %1 was added since").arg(f.path);
        else if (it->second != testFileSha256(f))
            parts << MutationSummaryIo::tr("test file %1 was edited since").arg(f.path);
    }
    for (const auto &[path, sha] : summary.testFileSha256)
        if (std::none_of(task.tests.files.cbegin(), task.tests.files.cend(),
                         [&path = path](const TestFile &f) { return f.path == path; }))
            parts << MutationSummaryIo::tr("test file %1 was removed since").arg(path);
    if (!summary.referenceSha256.isEmpty() && summary.referenceSha256 != referenceSha256())
        parts << MutationSummaryIo::tr("the reference patch was changed since");
    if (!summary.baseCommit.isEmpty() && summary.baseCommit != task.repository.baseCommit)
        parts << MutationSummaryIo::tr("the base commit was changed since");
    if (summary.command && *summary.command != task.tests.command)
        parts << MutationSummaryIo::tr("the test command was changed since");
    if (summary.logFormat && *summary.logFormat != task.tests.logFormat)
        parts << MutationSummaryIo::tr("the log format was changed since");
    if (summary.image && *summary.image != task.tests.image)
        parts << MutationSummaryIo::tr("the container image was changed since");
    return parts;
}

} // namespace heddle
