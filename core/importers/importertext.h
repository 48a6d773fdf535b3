#pragma once

#include <QCoreApplication>

namespace heddle {

/// The translation context of the importers' messages.
class ImporterText
{
    Q_DECLARE_TR_FUNCTIONS(ImporterText)
};

} // namespace heddle
