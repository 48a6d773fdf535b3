#pragma once

#include <core/present/presentation.h>

#include <QWidget>

class QLabel;

namespace heddle {

class BeatPages;

/// A task walked through in beats for an audience, one keypress each: Space, Right or Page Down for the next, Left,
/// Backspace or Page Up for the previous, Home and End, a digit for that beat; B arranges the beats, Esc leaves.
/// Large text sized to the screen; a counter and the task id stay in sight.
class PresentationView : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationView(QWidget *parent = nullptr);

    void setPresentation(const Presentation &presentation);
    const Presentation &presentation() const { return m_presentation; }
    /// The presenter's new arrangement: the shown beats follow, staying on the current beat while it is shown.
    void setArrangement(const QList<ArrangedBeat> &beats);

    /// The beats shown (the skipped ones left out), and which one is on screen (0-based).
    const QList<Beat> &beats() const { return m_beats; }
    int currentBeat() const { return m_current; }
    /// Shows the beat at index (clamped to the beats there are).
    void setCurrentBeat(int index);
    /// "3 / 12  Specs: behaviour".
    QString counterText() const;
    BeatPages *pages() const { return m_pages; }

Q_SIGNALS:
    /// The presenter pressed Esc.
    void leaveRequested();
    /// The presenter asked to arrange the beats (B).
    void arrangeRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateText();
    void applyTextSize();

    Presentation m_presentation;
    QList<Beat> m_beats;
    int m_current = 0;
    int m_textSize = 0;
    QLabel *m_title = nullptr;
    QLabel *m_taskId = nullptr;
    QLabel *m_counter = nullptr;
    QLabel *m_hint = nullptr;
    BeatPages *m_pages = nullptr;
};

} // namespace heddle
