#pragma once

#include <core/task/task.h>

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <utility>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;
class QPushButton;

namespace heddle {

/// Edits one spec of a task: its id, title, category and text, the specs it interacts with and the tests that cover
/// it (checkable lists, the tests with a filter), and its place in the list. It changes nothing itself: each change
/// goes out as a signal, and a refusal comes back with showProblem() beside the field it concerns.
class SpecEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Field {
        Id,
        Title,
        Category,
        Text,
        Interactions,
        Tests
    };

    explicit SpecEditor(QWidget *parent = nullptr);

    /// The dataset's categories (id, title); none: the category is typed freely.
    void setCategories(const QList<std::pair<QString, QString>> &categories);
    /// The tests a spec can be covered by, and those of them declared FAIL_TO_PASS or PASS_TO_PASS.
    void setTests(const QStringList &tests, const QSet<QString> &listed);
    /// All specs of the task, and the one shown (empty: none). Fields that already hold the value keep their cursor.
    void setSpecs(const QList<Spec> &specs, const QString &id);
    QString specId() const { return m_id; }

    /// Shows why the change of field was refused beside it, plain text; empty clears it.
    void showProblem(Field field, const QString &message);
    QString problem(Field field) const;
    /// Puts the focus in the field, its text selected (a new spec's title is typed over).
    void focusField(Field field);
    /// The spec's coverage as the curator should know it: uncovered, or covered by tests in neither list.
    QString coverageNote() const;

Q_SIGNALS:
    void idEdited(const QString &id, const QString &newId);
    void titleEdited(const QString &id, const QString &title);
    void textEdited(const QString &id, const QString &text);
    void categoryEdited(const QString &id, const QString &category);
    void interactionToggled(const QString &id, const QString &other, bool interact);
    void coverageToggled(const QString &id, const QString &test, bool covers);
    void moveRequested(const QString &id, bool up);
    void removeRequested(const QString &id);
    void addRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fill();
    void fillInteractions(const Spec &spec);
    void fillTests(const Spec &spec);
    void filterTests();
    void commitText();
    QLabel *problemLabel(const QString &objectName);
    const Spec *current() const;

    QList<Spec> m_specs;
    QString m_id;
    QStringList m_tests;
    QSet<QString> m_listed;
    bool m_filling = false;

    QLabel *m_heading;
    QLineEdit *m_idEdit;
    QLineEdit *m_titleEdit;
    QComboBox *m_category;
    QPlainTextEdit *m_textEdit;
    QListWidget *m_interactions;
    QLineEdit *m_testFilter;
    QListWidget *m_testList;
    QLabel *m_coverageNote;
    QPushButton *m_up;
    QPushButton *m_down;
    QList<QLabel *> m_problems; // by Field
};

} // namespace heddle
