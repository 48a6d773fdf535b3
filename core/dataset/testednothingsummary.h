#pragma once

#include <QByteArrayView>
#include <QString>

namespace heddle {

/// Why a run record's runs tested nothing: the outcome ("environment" or "did_not_run") of the first such run in the
/// record's order (the reference first), empty when every run tested the task. Reads the outcomes Heddle writes
/// without parsing the tests, so that listing a dataset stays cheap.
QString testedNothingOf(QByteArrayView recordBytes);

/// The same for the task's newest validation record; empty when the task was never validated.
QString readTestedNothing(const QString &datasetRoot, const QString &taskId);

} // namespace heddle
