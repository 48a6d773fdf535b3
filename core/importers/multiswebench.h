#pragma once

#include <core/importers/swebenchinstance.h>
#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>
#include <core/util/result.h>

#include <QString>

namespace heddle {

/// Whether an instance row is in Multi-SWE-bench's form: it has org, repo, number and fix_patch.
bool isMultiSweBenchRow(const JsonNode &row);

/// Reads a Multi-SWE-bench row (multi_swe_bench/harness/dataset.py's Dataset: a PullRequest with its test maps).
/// The instance id is the row's instance_id, else "<org>__<repo>-<number>" as Multi-SWE-bench names its instances;
/// the repository "org/repo" at base.sha; fix_patch is the reference patch; the query is each resolved issue's title
/// and body. f2p_tests become FAIL_TO_PASS and p2p_tests PASS_TO_PASS; s2p_tests and n2p_tests (skipped or absent
/// with the test patch alone, passing with the fix, and required to pass by Multi-SWE-bench's grading) join
/// FAIL_TO_PASS, since without the fix they do not pass either. lang (else the file's folder, as Multi-SWE-bench's
/// dataset layout names it) gives the tests' language.
Result<SweBenchInstance> readMultiSweBenchRow(const JsonText &text, const JsonNode &row, const QString &pointer,
                                              int line);

/// Multi-SWE-bench's language names (java, ts, js, go, rust, c, cpp) as a task's test language (java, typescript,
/// javascript, go, rust, c, cpp); other names lower-cased; empty for empty.
QString multiSweBenchLanguage(const QString &lang);

} // namespace heddle
