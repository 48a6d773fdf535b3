#pragma once

#include <core/present/presentation.h>

#include <QStackedWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;
class QTextEdit;

namespace heddle {

class AttemptMatrixView;
class SpecGraphView;

/// What one beat of a presentation shows, a page per kind: the query or a category's specs as text, the interaction
/// graph with a spec lit, the matrix, a flag with its evidence, the validation result. Everything from the dataset
/// is shown as plain text.
class BeatPages : public QStackedWidget
{
    Q_OBJECT
public:
    explicit BeatPages(QWidget *parent = nullptr);

    /// The task and what was read for it; shows nothing until showBeat().
    void setPresentation(const Presentation &presentation);
    void showBeat(const Beat &beat);
    /// Sizes the text for a screen: base is the body text's pixel size.
    void setTextSize(int base);

    QTextEdit *textView() const { return m_text; }
    SpecGraphView *graphView() const { return m_graph; }
    AttemptMatrixView *matrixView() const { return m_matrix; }
    /// The evidence blocks of the flag shown, in the chain's order.
    QList<QPlainTextEdit *> evidenceViews() const { return m_evidenceViews; }
    QLabel *flagHeader() const { return m_flagHeader; }
    QTableWidget *validationTable() const { return m_validationTable; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitText();
    void showQuery();
    void showSpecs(const QString &category);
    void showGraph(const QString &specId);
    void showFlag(const QString &flagId);
    void showValidation();
    QFont evidenceFont() const;
    QFont evidenceLabelFont() const;

    Presentation m_presentation;
    int m_base = 16;
    QTextEdit *m_text = nullptr;
    QWidget *m_graphPage = nullptr;
    SpecGraphView *m_graph = nullptr;
    QLabel *m_graphCaption = nullptr;
    AttemptMatrixView *m_matrix = nullptr;
    QWidget *m_flagPage = nullptr;
    QLabel *m_flagHeader = nullptr;
    QWidget *m_evidenceArea = nullptr;
    QList<QPlainTextEdit *> m_evidenceViews;
    QList<QLabel *> m_evidenceLabels;
    QWidget *m_validationPage = nullptr;
    QTableWidget *m_validationTable = nullptr;
    QLabel *m_validationNote = nullptr;
};

} // namespace heddle
