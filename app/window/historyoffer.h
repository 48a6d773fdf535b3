#pragma once

class QAction;
class QString;
class QWidget;

namespace heddle {

/// Undo or Redo of a decision in a dataset without history in git: says why it cannot, over parent, and offers to
/// start one; keepHistory (the Keep History in Git action) is triggered when the curator agrees.
void offerHistoryForUndo(QWidget *parent, const QString &what, QAction *keepHistory);

} // namespace heddle
