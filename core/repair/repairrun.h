#pragma once

#include <core/repair/repairproof.h>

#include <QObject>
#include <QPointer>

namespace heddle {

/// What a repair run found for one task: per flag, its suggestions proved (verified or not), and the flags nothing
/// could be suggested for, with why.
struct RepairOutcome {
    QString task;
    QList<RepairSuggestion> suggestions; // per flag best first, as the plan ordered them
    QHash<QString, QString> unrepairable;
    QString error; // the task's records could not be read

    /// The verified suggestions of a flag, best first.
    QList<const RepairSuggestion *> verified(const QString &flag) const;
};

/// Suggests and proves repairs for a task's open flags: reads its newest validation and mutation records (off the
/// calling thread), makes the candidates (repairCandidates) and proves them (RepairProof).
class RepairRun : public QObject
{
    Q_OBJECT

public:
    RepairRun(QString datasetRoot, Task task, QStringList flags = {}, RepairProofOptions options = {},
              QObject *parent = nullptr);
    ~RepairRun() override;

    void start();
    void cancel();

Q_SIGNALS:
    void progress(int done, int total);
    void finished(const heddle::RepairOutcome &outcome);

private:
    QString m_root;
    Task m_task;
    QStringList m_flags;
    RepairProofOptions m_options;
    QPointer<RepairProof> m_proof;
    RepairOutcome m_outcome;
    bool m_cancelled = false;
};

} // namespace heddle

Q_DECLARE_METATYPE(heddle::RepairOutcome)
