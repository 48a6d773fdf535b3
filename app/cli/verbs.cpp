#include <app/cli/verbs.h>

#include <app/cli/verbspec.h>

namespace heddle::cli {

// Each verb's declaration and its function, in its own file.
#define HEDDLE_VERB(spec, run)                                                                                         \
    const VerbSpec &spec();                                                                                            \
    int run(const Arguments &);
HEDDLE_VERB(infoVerb, runInfo)
HEDDLE_VERB(checkVerb, runCheck)
HEDDLE_VERB(importVerb, runImport)
HEDDLE_VERB(importFlagsVerb, runImportFlags)
HEDDLE_VERB(reposVerb, runRepos)
HEDDLE_VERB(trajectoryVerb, runTrajectory)
HEDDLE_VERB(parseTestsVerb, runParseTests)
HEDDLE_VERB(patchVerb, runPatch)
HEDDLE_VERB(validateVerb, runValidate)
HEDDLE_VERB(runRequestVerb, runRunRequest)
HEDDLE_VERB(mutateVerb, runMutate)
HEDDLE_VERB(repairVerb, runRepair)
HEDDLE_VERB(statsVerb, runStats)
HEDDLE_VERB(searchVerb, runSearch)
HEDDLE_VERB(exportVerb, runExport)
HEDDLE_VERB(reviewVerb, runReview)
HEDDLE_VERB(reportVerb, runReport)
HEDDLE_VERB(exportVerdictsVerb, runExportVerdicts)
HEDDLE_VERB(screenshotVerb, runScreenshot)
#undef HEDDLE_VERB

const QList<Verb> &verbs()
{
    static const QList<Verb> all = {
        {infoVerb, runInfo},
        {checkVerb, runCheck},
        {importVerb, runImport},
        {importFlagsVerb, runImportFlags},
        {reposVerb, runRepos},
        {trajectoryVerb, runTrajectory},
        {parseTestsVerb, runParseTests},
        {patchVerb, runPatch},
        {validateVerb, runValidate},
        {runRequestVerb, runRunRequest},
        {mutateVerb, runMutate},
        {repairVerb, runRepair},
        {statsVerb, runStats},
        {searchVerb, runSearch},
        {exportVerb, runExport},
        {reviewVerb, runReview},
        {reportVerb, runReport},
        {exportVerdictsVerb, runExportVerdicts},
        {screenshotVerb, runScreenshot, true},
    };
    return all;
}

const Verb *findVerb(QStringView name)
{
    for (const Verb &v : verbs())
        if (v.spec().name == name)
            return &v;
    return nullptr;
}

QStringList verbNames()
{
    QStringList names;
    for (const Verb &v : verbs())
        names << v.spec().name;
    return names;
}

} // namespace heddle::cli
