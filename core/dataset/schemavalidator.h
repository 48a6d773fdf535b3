#pragma once

#include <core/json/jsondocument.h>

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <unordered_map>

namespace heddle {

/// One way a document breaks its schema.
struct SchemaViolation {
    QString pointer; // JSON pointer of the offending value (or of the object missing a key)
    QString message; // what was expected, for the user
};

/// Validates documents against the subset of JSON Schema (2020-12) that Heddle's own schemas use: type, enum,
/// const, properties, required, additionalProperties (boolean), items, minItems, minLength, maxLength, pattern,
/// minimum, maximum, $ref to "#/$defs/...". Unknown keywords are ignored.
class SchemaValidator
{
public:
    explicit SchemaValidator(Json schema);

    /// Loads one of the embedded schemas by file name ("task.schema.json"); the result is cached per thread-safe
    /// static and shared.
    static const SchemaValidator &embedded(const QString &fileName);

    QList<SchemaViolation> validate(const Json &document) const;

private:
    struct Path;
    void validate(const Json &value, const Json &schema, const Path &path, QList<SchemaViolation> &out) const;
    const Json &resolve(const Json &schema) const;
    void compilePatterns(const Json &node);

    Json m_schema;
    // Compiled once per schema node: validation runs on every file of every task.
    std::unordered_map<const Json *, QRegularExpression> m_patterns;
};

} // namespace heddle
