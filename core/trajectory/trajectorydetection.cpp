// Telling the format of a trajectory from its top-level keys.

#include <core/trajectory/trajectoryformats_p.h>

#include <QByteArray>

namespace heddle::trajectoryformats {

using namespace Qt::StringLiterals;
using namespace jsondom;

namespace {

bool isOpenHandsKey(const QString &key)
{
    return key == u"instance_id" || key == u"instruction" || key == u"metadata" || key == u"test_result" ||
           key == u"metrics";
}

bool isV1StepKey(std::string_view key)
{
    return key == "messages" || key == "query" || key == "extra_info";
}

// Walks JSON text just far enough to see its top-level keys, skipping values without building them. Malformed text
// simply ends the walk: telling the format never fails, parsing reports what is wrong.
class ClueScanner
{
public:
    explicit ClueScanner(QByteArrayView text)
        : m_p(text.data())
        , m_end(text.data() + text.size())
    {}

    FormatClues scan()
    {
        FormatClues clues;
        if (m_end - m_p >= 3 && QByteArrayView(m_p, 3) == "\xEF\xBB\xBF")
            m_p += 3;
        skipSpace();
        if (m_p >= m_end)
            return clues;
        if (*m_p == '[') {
            clues.rootIsArray = true;
            ++m_p;
            skipSpace();
            clues.firstElementHasRole = objectHasKey([](std::string_view key) { return key == "role"; });
            return clues;
        }
        if (*m_p != '{')
            return clues;
        ++m_p;
        std::string_view key;
        while (nextKey(key)) {
            const QString name = QString::fromUtf8(QByteArrayView(key.data(), qsizetype(key.size())));
            clues.topLevelKeys.insert(name);
            if (name == u"trajectory")
                clues.firstStepLooksV1 = firstStepLooksV1();
            if (isDecisive(name, clues, decideFormat(clues)))
                return clues;
            if (!skipValue())
                return clues;
        }
        return clues;
    }

private:
    static bool isDecisive(const QString &key, const FormatClues &clues, TrajectoryFormat decided)
    {
        if (decided == TrajectoryFormat::Unknown)
            return false;
        // The retry agent writes attempts first, so seeing trajectory first means a plain SWE-agent file.
        if (key == u"attempts" || key == u"messages" || key == u"trajectory_format")
            return true;
        // Without a first step to look at, a later replay_config still tells 1.x from 0.x.
        if (key == u"trajectory")
            return clues.firstStepLooksV1.has_value();
        return decided == TrajectoryFormat::OpenHands;
    }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    // At an opening quote: the raw (still escaped) text up to the closing quote, which it steps over.
    bool readString(std::string_view &text)
    {
        if (m_p >= m_end || *m_p != '"')
            return false;
        const char *begin = ++m_p;
        while (m_p < m_end) {
            if (*m_p == '\\') {
                m_p += 2;
                continue;
            }
            if (*m_p == '"') {
                text = std::string_view(begin, size_t(m_p - begin));
                ++m_p;
                return true;
            }
            ++m_p;
        }
        return false;
    }

    // Inside an object, before a key or the closing brace: reads the key and steps past its colon.
    bool nextKey(std::string_view &key)
    {
        skipSpace();
        if (m_p < m_end && *m_p == ',') {
            ++m_p;
            skipSpace();
        }
        if (!readString(key))
            return false;
        skipSpace();
        if (m_p >= m_end || *m_p != ':')
            return false;
        ++m_p;
        skipSpace();
        return true;
    }

    bool skipValue()
    {
        skipSpace();
        if (m_p >= m_end)
            return false;
        if (*m_p == '"') {
            std::string_view ignored;
            return readString(ignored);
        }
        if (*m_p != '{' && *m_p != '[') {
            while (m_p < m_end && *m_p != ',' && *m_p != '}' && *m_p != ']')
                ++m_p;
            return m_p < m_end;
        }
        int depth = 0;
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '"') {
                std::string_view ignored;
                if (!readString(ignored))
                    return false;
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0) {
                    ++m_p;
                    return true;
                }
            }
            ++m_p;
        }
        return false;
    }

    // At a value: whether it is an object with a key that matches; the position is restored afterwards.
    template <typename Predicate> bool objectHasKey(Predicate matches)
    {
        const char *start = m_p;
        bool found = false;
        if (m_p < m_end && *m_p == '{') {
            ++m_p;
            std::string_view key;
            while (!found && nextKey(key)) {
                found = matches(key);
                if (!found && !skipValue())
                    break;
            }
        }
        m_p = start;
        return found;
    }

    // At the value of "trajectory": whether its first step is written the 1.x way. Position restored afterwards.
    std::optional<bool> firstStepLooksV1()
    {
        const char *start = m_p;
        std::optional<bool> result;
        if (m_p < m_end && *m_p == '[') {
            ++m_p;
            skipSpace();
            if (m_p < m_end && *m_p == '{') {
                ++m_p;
                result = false;
                std::string_view key;
                while (nextKey(key)) {
                    if (isV1StepKey(key) || (key == "state" && m_p < m_end && *m_p == '{')) {
                        result = true;
                        break;
                    }
                    if (!skipValue())
                        break;
                }
            }
        }
        m_p = start;
        return result;
    }

    const char *m_p;
    const char *m_end;
};

} // namespace

TrajectoryFormat decideFormat(const FormatClues &clues)
{
    if (clues.rootIsArray)
        return clues.firstElementHasRole ? TrajectoryFormat::MiniSweAgent : TrajectoryFormat::Unknown;
    const QSet<QString> &keys = clues.topLevelKeys;
    if (keys.contains(u"attempts"_s))
        return TrajectoryFormat::SweAgentRetry;
    if (keys.contains(u"trajectory_format"_s) || keys.contains(u"messages"_s))
        return TrajectoryFormat::MiniSweAgent;
    if (keys.contains(u"trajectory"_s)) {
        if (clues.firstStepLooksV1.value_or(false) || keys.contains(u"replay_config"_s))
            return TrajectoryFormat::SweAgentV1;
        return TrajectoryFormat::SweAgentV0;
    }
    if (keys.contains(u"history"_s)) {
        for (const QString &key : keys)
            if (isOpenHandsKey(key))
                return TrajectoryFormat::OpenHands;
    }
    return TrajectoryFormat::Unknown;
}

FormatClues cluesOf(Element root)
{
    FormatClues clues;
    Array array;
    if (root.get_array().get(array) == simdjson::SUCCESS) {
        clues.rootIsArray = true;
        if (array.size() > 0)
            clues.firstElementHasRole = lookup(array.at(0).value_unsafe(), {"role"}).has_value();
        return clues;
    }
    Object object;
    if (root.get_object().get(object) != simdjson::SUCCESS)
        return clues;
    for (const simdjson::dom::key_value_pair field : object)
        clues.topLevelKeys.insert(toQString(field.key));
    Array trajectory;
    if (const std::optional<Element> value = member(object, "trajectory");
        value && value->get_array().get(trajectory) == simdjson::SUCCESS && trajectory.size() > 0) {
        Object step;
        if (trajectory.at(0).get_object().get(step) == simdjson::SUCCESS) {
            bool v1 = false;
            for (const simdjson::dom::key_value_pair field : step) {
                if (isV1StepKey(field.key) ||
                    (field.key == "state" && field.value.type() == simdjson::dom::element_type::OBJECT))
                    v1 = true;
            }
            clues.firstStepLooksV1 = v1;
        }
    }
    return clues;
}

FormatClues scanClues(QByteArrayView text)
{
    return ClueScanner(text).scan();
}

} // namespace heddle::trajectoryformats
