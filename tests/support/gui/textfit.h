// Whether a view shows its texts whole: item and header texts that are elided or run past the view's edge, labels
// and buttons narrower than their text. Measured as the views measure when they paint (the delegate's size hint for
// the option the view paints with, the header's label rectangle), so a cut the curator would see is a cut here.
#pragma once

#include <QStringList>

class QAbstractItemView;
class QWidget;

namespace heddle::test {

/// The visible items and header sections of view whose text is drawn shorter than it is, each as "view: text (why)".
/// An id elided in the middle is allowed, and only where the item's tooltip holds its whole text.
QStringList cutItemTexts(const QAbstractItemView *view);

/// The visible labels and buttons below widget whose text does not fit them, and the cut texts of every visible item
/// view below it (cutItemTexts).
QStringList cutTexts(const QWidget *widget);

} // namespace heddle::test
