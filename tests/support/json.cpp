#include <tests/support/json.h>

#include <QJsonArray>

namespace heddle::test {

QStringList jsonStrings(const QJsonValue &array)
{
    const QJsonArray values = array.toArray();
    QStringList strings;
    strings.reserve(values.size());
    for (const auto &value : values)
        strings.append(value.toString());
    return strings;
}

} // namespace heddle::test
