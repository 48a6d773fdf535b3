#pragma once

#include <core/index/datasetindex.h>

#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// A search kept by name: the query and the kinds of text it looks in.
struct SavedSearch {
    QString name;
    QString query;
    QList<IndexedKind> kinds; // empty: every kind
    /// Each attempt whose trajectory it matches gets a computed FP flag (behaviourFlags()): what it finds lets a
    /// patch pass without solving the task, as reading the fix from the repository's later history or editing the
    /// tests does.
    bool raisesFlag = false;
    /// The short name its flags' ids carry ("git-history"); empty: one made from the name.
    QString key;
};

/// The key a search's flags carry when it names none, made from its name: lower case, only the characters flag ids may
/// hold, shortened with a digest when long ("Reads the tests" -> "reads-the-tests").
QString savedSearchKey(const QString &name);

/// A saved search as a line of text for the settings file, and back (nothing when the text is not one).
QString savedSearchToText(const SavedSearch &search);
std::optional<SavedSearch> savedSearchFromText(const QString &text);

/// The searches Heddle ships for the behaviours reviewers look for: reading git history beyond the base commit,
/// touching test files, installing packages, reaching the network, reading the expected results.
QList<SavedSearch> builtInSearches();

} // namespace heddle
