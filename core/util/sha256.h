#pragma once

#include <QByteArray>
#include <QCryptographicHash>

namespace heddle {

/// Hex SHA-256 of bytes: the form drafts, run records, workspaces and exports write.
inline QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace heddle
