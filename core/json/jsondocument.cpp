#include <core/json/jsondocument.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>
#include <core/json/jsontext.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The first number outside strings that no double holds (1e400), or -1: nlohmann refuses it without saying where.
qsizetype firstHugeNumber(QByteArrayView text)
{
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            continue;
        }
        if (c != '-' && (c < '0' || c > '9'))
            continue;
        qsizetype end = i + 1;
        while (end < text.size() && (std::isdigit(uchar(text[end])) || text[end] == '.' || text[end] == 'e' ||
                                     text[end] == 'E' || text[end] == '+' || text[end] == '-'))
            ++end;
        const std::string number(text.data() + i, size_t(end - i));
        if (!std::isfinite(std::strtod(number.c_str(), nullptr)))
            return i;
        i = end - 1;
    }
    return -1;
}

// Builds a document in time linear in its text. nlohmann's own parser looks each key up among the members before it,
// so an object of n members costs n^2/2 comparisons (20 s for a line of 100,000 members); here the members of a
// big object are indexed by a hash table. A key given twice keeps its first place and its last value, as nlohmann's.
class LinearBuilder
{
public:
    explicit LinearBuilder(Json &root)
        : m_root(root)
    {}

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool value) { return put(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return put(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return put(Json(value)); }
    bool number_float(Json::number_float_t value, const Json::string_t &) { return put(Json(value)); }
    bool string(Json::string_t &value) { return put(Json(std::move(value))); }
    bool binary(Json::binary_t &value) { return put(Json::binary(std::move(value))); }
    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(Json::string_t &key)
    {
        m_key = std::move(key);
        return true;
    }

    // The parser's exception, thrown as parseJson catches it from nlohmann's own parse.
    template <class Exception> bool parse_error(std::size_t, const std::string &, const Exception &e) { throw e; }

private:
    // Below this many members a key is looked up among them; from it on, in the table.
    static constexpr std::size_t kIndexFrom = 32;

    struct Open {
        Json *value;
        std::unordered_map<std::string, std::size_t> index; // member key -> place, once the object is big
    };

    bool put(Json &&value)
    {
        place(std::move(value));
        return true;
    }

    bool open(Json &&container)
    {
        m_open.push_back({place(std::move(container)), {}});
        return true;
    }

    bool close()
    {
        m_open.pop_back();
        return true;
    }

    // Where value went: the root, the end of the innermost array, or the innermost object's member m_key. A
    // container stays where it is while open: only the innermost one grows.
    Json *place(Json &&value)
    {
        if (m_open.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Open &top = m_open.back();
        if (top.value->is_array()) {
            Json::array_t &items = top.value->get_ref<Json::array_t &>();
            items.push_back(std::move(value));
            return &items.back();
        }
        auto &members = static_cast<Json::object_t::Container &>(top.value->get_ref<Json::object_t &>());
        if (members.size() < kIndexFrom) {
            for (auto &member : members)
                if (member.first == m_key) {
                    member.second = std::move(value);
                    return &member.second;
                }
        } else {
            if (top.index.empty())
                for (std::size_t i = 0; i < members.size(); ++i)
                    top.index.emplace(members[i].first, i);
            const auto [at, fresh] = top.index.emplace(m_key, members.size());
            if (!fresh) {
                members[at->second].second = std::move(value);
                return &members[at->second].second;
            }
        }
        members.emplace_back(std::move(m_key), std::move(value));
        return &members.back().second;
    }

    Json &m_root;
    std::vector<Open> m_open;
    std::string m_key;
};

} // namespace

Result<Json> parseJson(QByteArrayView text, const QString &file)
{
    // Bounded before parsing: what reads, validates or writes a document recurses into it.
    if (const qsizetype deep = jsonTooDeepAt(text); deep >= 0)
        return jsonErrorAt(
            text, deep, file, {},
            JsonMessages::tr("invalid JSON: nested deeper than Heddle reads (%1 levels)").arg(kMaxJsonDepth),
            Error::Code::Parse);
    try {
        Json json;
        LinearBuilder builder(json);
        Json::sax_parse(text.begin(), text.end(), &builder);
        return json;
    } catch (const Json::out_of_range &e) {
        // A number too large for a double ("1e400"); nlohmann says which but not where.
        const qsizetype at = firstHugeNumber(text);
        Error error = jsonErrorAt(text, std::max<qsizetype>(at, 0), file, {},
                                  JsonMessages::tr("invalid JSON: a number too large to read"), Error::Code::Parse);
        error.detail = QString::fromUtf8(e.what());
        return error;
    } catch (const Json::parse_error &e) {
        // nlohmann's byte is 1-based and points at the last character read.
        const qsizetype offset = e.byte > 0 ? qsizetype(e.byte) - 1 : 0;
        QString what = QString::fromUtf8(e.what());
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing ..."
        const qsizetype colon = what.indexOf(u": "_s, what.indexOf(u"column"_s));
        if (colon > 0)
            what = what.mid(colon + 2);
        const QString message = text.trimmed().isEmpty()
                                    ? JsonMessages::tr("the file is empty: expected a JSON document")
                                    : JsonMessages::tr("invalid JSON: %1").arg(what);
        return jsonErrorAt(text, offset, file, {}, message, Error::Code::Parse);
    } catch (const Json::exception &e) {
        Error error = jsonErrorAt(text, 0, file, {}, JsonMessages::tr("invalid JSON"), Error::Code::Parse);
        error.detail = QString::fromUtf8(e.what());
        return error;
    }
}

QString jsonString(const Json &object, const char *key)
{
    const auto it = object.find(key); // end() of anything but an object
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

Json jsonStrings(const QStringList &strings)
{
    Json array = Json::array();
    for (const QString &s : strings)
        array.push_back(toStd(s));
    return array;
}

QByteArray serializeJson(const Json &json)
{
    const std::string s = json.dump(2, ' ', false, Json::error_handler_t::replace);
    QByteArray bytes(s.data(), qsizetype(s.size()));
    bytes.append('\n');
    return bytes;
}

} // namespace heddle
