#include <core/dataset/schemavalidator.h>

#include <core/json/jsonlocation.h>

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

#include <memory>

#include <cstdint>
#include <limits>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct Schema {
    Q_DECLARE_TR_FUNCTIONS(Schema)
};

QString typeName(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return u"null"_s;
    case Json::value_t::boolean: return u"a boolean"_s;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return u"an integer"_s;
    case Json::value_t::number_float: return u"a number"_s;
    case Json::value_t::string: return u"a string"_s;
    case Json::value_t::array: return u"an array"_s;
    case Json::value_t::object: return u"an object"_s;
    default: return u"an unknown value"_s;
    }
}

bool hasType(const Json &value, const std::string &type)
{
    if (type == "string")
        return value.is_string();
    if (type == "integer")
        return value.is_number_integer();
    if (type == "number")
        return value.is_number();
    if (type == "boolean")
        return value.is_boolean();
    if (type == "object")
        return value.is_object();
    if (type == "array")
        return value.is_array();
    if (type == "null")
        return value.is_null();
    return false;
}

// Whether the schema's type is "integer" or a list that holds it.
bool declaresInteger(const Json &schema)
{
    const auto type = schema.find("type");
    if (type == schema.end())
        return false;
    if (type->is_string())
        return type->get_ref<const std::string &>() == "integer";
    if (type->is_array())
        for (const Json &t : *type)
            if (t.is_string() && t.get_ref<const std::string &>() == "integer")
                return true;
    return false;
}

QString article(const std::string &type)
{
    if (type == "integer" || type == "object" || type == "array")
        return u"an "_s + toQString(type);
    if (type == "null")
        return u"null"_s;
    return u"a "_s + toQString(type);
}

} // namespace

// A JSON pointer kept as a chain of stack frames; it becomes text only when a violation is reported.
struct SchemaValidator::Path {
    const Path *parent = nullptr;
    const std::string *key = nullptr;
    qsizetype index = -1;

    QString toString() const
    {
        if (!parent)
            return {};
        const QString head = parent->toString();
        return key ? jsonPointerAppend(head, toQString(*key)) : jsonPointerAppend(head, index);
    }
};

SchemaValidator::SchemaValidator(Json schema)
    : m_schema(std::move(schema))
{
    compilePatterns(m_schema);
}

void SchemaValidator::compilePatterns(const Json &node)
{
    if (node.is_object()) {
        if (auto it = node.find("pattern"); it != node.end() && it->is_string())
            m_patterns.emplace(&node, QRegularExpression(toQString(it->get<std::string>())));
        for (const auto &child : node)
            compilePatterns(child);
    } else if (node.is_array()) {
        for (const auto &child : node)
            compilePatterns(child);
    }
}

const SchemaValidator &SchemaValidator::embedded(const QString &fileName)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<SchemaValidator>> validators;
    QMutexLocker lock(&mutex);
    auto &slot = validators[fileName];
    if (!slot) {
        QFile file(u":/schemas/"_s + fileName);
        Json schema = Json::object();
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            auto parsed = parseJson(bytes, file.fileName());
            if (parsed)
                schema = std::move(parsed).value();
        }
        Q_ASSERT_X(!schema.empty(), "SchemaValidator::embedded", "embedded schema missing or invalid");
        slot = std::make_shared<SchemaValidator>(std::move(schema));
    }
    return *slot;
}

QList<SchemaViolation> SchemaValidator::validate(const Json &document) const
{
    QList<SchemaViolation> out;
    validate(document, m_schema, Path{}, out);
    return out;
}

const Json &SchemaValidator::resolve(const Json &schema) const
{
    const Json *s = &schema;
    for (int guard = 0; guard < 16 && s->is_object() && s->contains("$ref"); ++guard) {
        const std::string ref = (*s)["$ref"].get<std::string>();
        const std::string prefix = "#/$defs/";
        if (ref.rfind(prefix, 0) != 0)
            break;
        const auto defs = m_schema.find("$defs");
        if (defs == m_schema.end() || !defs->contains(ref.substr(prefix.size())))
            break;
        s = &(*defs)[ref.substr(prefix.size())];
    }
    return *s;
}

void SchemaValidator::validate(const Json &value, const Json &rawSchema, const Path &path,
                               QList<SchemaViolation> &out) const
{
    const Json &schema = resolve(rawSchema);
    if (!schema.is_object())
        return;

    if (auto it = schema.find("type"); it != schema.end()) {
        bool ok = false;
        QStringList names;
        if (it->is_string()) {
            ok = hasType(value, it->get<std::string>());
            names << article(it->get<std::string>());
        } else if (it->is_array()) {
            for (const auto &t : *it) {
                ok = ok || hasType(value, t.get<std::string>());
                names << article(t.get<std::string>());
            }
        }
        if (!ok) {
            out.append({path.toString(),
                        Schema::tr("expected %1, found %2").arg(names.join(Schema::tr(" or ")), typeName(value))});
            return; // further keywords would only repeat the same mistake
        }
    }

    // One of several forms: the value passes when any form takes it; otherwise the form that came closest speaks.
    if (auto it = schema.find("anyOf"); it != schema.end() && it->is_array() && !it->empty()) {
        QList<SchemaViolation> closest;
        bool first = true;
        for (const auto &form : *it) {
            QList<SchemaViolation> attempt;
            validate(value, form, path, attempt);
            if (attempt.isEmpty()) {
                closest.clear();
                break;
            }
            if (first || attempt.size() < closest.size())
                closest = std::move(attempt);
            first = false;
        }
        out += closest;
        if (!closest.isEmpty())
            return;
    }

    if (auto it = schema.find("const"); it != schema.end() && value != *it)
        out.append({path.toString(), Schema::tr("expected %1").arg(toQString(it->dump()))});

    if (auto it = schema.find("enum"); it != schema.end()) {
        bool found = false;
        QStringList allowed;
        for (const auto &e : *it) {
            found = found || value == e;
            allowed << toQString(e.dump());
        }
        if (!found)
            out.append(
                {path.toString(),
                 Schema::tr("expected one of %1, found %2").arg(allowed.join(u", "_s), toQString(value.dump()))});
    }

    if (value.is_string() &&
        (schema.contains("minLength") || schema.contains("maxLength") || schema.contains("pattern"))) {
        const QString text = toQString(value.get_ref<const std::string &>());
        if (auto it = schema.find("minLength"); it != schema.end() && text.size() < it->get<qsizetype>())
            out.append({path.toString(), Schema::tr("expected at least %1 characters").arg(it->get<qsizetype>())});
        if (auto it = schema.find("maxLength"); it != schema.end() && text.size() > it->get<qsizetype>())
            out.append({path.toString(), Schema::tr("expected at most %1 characters").arg(it->get<qsizetype>())});
        if (auto it = schema.find("pattern"); it != schema.end()) {
            const auto compiled = m_patterns.find(&schema);
            if (compiled != m_patterns.end() && !compiled->second.match(text).hasMatch())
                out.append({path.toString(), Schema::tr("\"%1\" does not have the expected form %2")
                                                 .arg(text.left(80), toQString(it->get<std::string>()))});
        }
    }

    // A whole number is read into an int unless the schema bounds it itself: one beyond 32 bits is refused here,
    // where the pointer can be named, rather than wrapped where it is read (hunk 2^31 would become 0).
    if (value.is_number_integer() && !schema.contains("maximum") && declaresInteger(schema)) {
        const bool fits = value.is_number_unsigned()
                              ? value.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<int>::max())
                              : value.get<std::int64_t>() >= std::numeric_limits<int>::min() &&
                                    value.get<std::int64_t>() <= std::numeric_limits<int>::max();
        if (!fits)
            out.append({path.toString(), Schema::tr("expected a whole number from %1 to %2, found %3")
                                             .arg(std::numeric_limits<int>::min())
                                             .arg(std::numeric_limits<int>::max())
                                             .arg(toQString(value.dump()))});
    }

    if (value.is_number()) {
        const double n = value.get<double>();
        if (auto it = schema.find("minimum"); it != schema.end() && n < it->get<double>())
            out.append({path.toString(),
                        Schema::tr("expected a value of at least %1, found %2").arg(it->get<double>()).arg(n)});
        if (auto it = schema.find("maximum"); it != schema.end() && n > it->get<double>())
            out.append({path.toString(),
                        Schema::tr("expected a value of at most %1, found %2").arg(it->get<double>()).arg(n)});
    }

    if (value.is_array()) {
        if (auto it = schema.find("minItems"); it != schema.end() && value.size() < it->get<size_t>())
            out.append({path.toString(), Schema::tr("expected at least %1 items").arg(it->get<qsizetype>())});
        if (auto it = schema.find("maxItems"); it != schema.end() && value.size() > it->get<size_t>())
            out.append({path.toString(), Schema::tr("expected at most %1 items, found %2")
                                             .arg(it->get<qsizetype>())
                                             .arg(qsizetype(value.size()))});
        if (auto it = schema.find("items"); it != schema.end()) {
            qsizetype i = 0;
            for (const auto &item : value)
                validate(item, *it, Path{&path, nullptr, i++}, out);
        }
    }

    if (value.is_object()) {
        const auto props = schema.find("properties");
        const auto additional = schema.find("additionalProperties");
        for (auto it = value.begin(); it != value.end(); ++it) {
            const Path child{&path, &it.key(), -1};
            if (props != schema.end() && props->contains(it.key())) {
                validate(it.value(), (*props)[it.key()], child, out);
            } else if (additional != schema.end()) {
                if (additional->is_boolean() && !additional->get<bool>()) {
                    QStringList known;
                    if (props != schema.end())
                        for (auto p = props->begin(); p != props->end(); ++p)
                            known << toQString(p.key());
                    out.append({child.toString(), Schema::tr("unknown key \"%1\"; expected one of: %2")
                                                      .arg(toQString(it.key()), known.join(u", "_s))});
                } else if (additional->is_object()) {
                    validate(it.value(), *additional, child, out);
                }
            }
        }
        if (auto it = schema.find("required"); it != schema.end()) {
            for (const auto &key : *it) {
                if (!value.contains(key.get<std::string>()))
                    out.append({path.toString(),
                                Schema::tr("missing required key \"%1\"").arg(toQString(key.get<std::string>()))});
            }
        }
    }
}

} // namespace heddle
