#pragma once

#include <core/present/beatorder.h>

#include <QDialog>
#include <QList>

class QListWidget;
class QPushButton;

namespace heddle {

/// The presenter's order of the beats: each beat ticked to show it, unticked to skip it, moved up and down.
class BeatsDialog : public QDialog
{
    Q_OBJECT
public:
    BeatsDialog(const QList<ArrangedBeat> &beats, QWidget *parent = nullptr);

    /// The beats in the dialog's order, each skipped when unticked.
    QList<ArrangedBeat> arranged() const;
    QListWidget *list() const { return m_list; }
    /// Moves the current beat by step rows (negative: up); the row stays current.
    void moveCurrent(int step);

private:
    void updateButtons();

    QList<ArrangedBeat> m_beats; // in the order first given; rows point into it
    QListWidget *m_list = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
};

} // namespace heddle
