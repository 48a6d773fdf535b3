<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AgentReviewText</name>
    <message numerus="yes">
        <source>%n run(s) (%1 failed): </source>
        <translation>
            <numerusform>%n run (%1 failed): </numerusform>
            <numerusform>%n runs (%1 failed): </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s), %1 prompt + %2 completion tokens%3</source>
        <translation>
            <numerusform>%n request, %1 prompt + %2 completion tokens%3</numerusform>
            <numerusform>%n requests, %1 prompt + %2 completion tokens%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatasetIo</name>
    <message numerus="yes">
        <source>and %n more problem(s); `heddle check` lists them all</source>
        <translation>
            <numerusform>and %n more problem; `heddle check` lists them all</numerusform>
            <numerusform>and %n more problems; `heddle check` lists them all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s) in this file</source>
        <translation>
            <numerusform>and %n more problem in this file</numerusform>
            <numerusform>and %n more problems in this file</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagImport</name>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n added</numerusform>
            <numerusform>%n added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n updated</source>
        <translation>
            <numerusform>%n updated</numerusform>
            <numerusform>%n updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unchanged</numerusform>
            <numerusform>%n unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn</source>
        <translation>
            <numerusform>%n withdrawn</numerusform>
            <numerusform>%n withdrawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restored</source>
        <translation>
            <numerusform>%n restored</numerusform>
            <numerusform>%n restored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as decided</source>
        <translation>
            <numerusform>%n kept as decided</numerusform>
            <numerusform>%n kept as decided</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImporterText</name>
    <message numerus="yes">
        <source>%n task(s) change existing test files: their new text needs the repository, so those tasks keep the test_patch in task.json&apos;s source block (heddle import --repo, or heddle check --fix once the repository is mapped, reads them)</source>
        <translation>
            <numerusform>%n task changes existing test files: their new text needs the repository, so that task keeps the test_patch in task.json&apos;s source block (heddle import --repo, or heddle check --fix once the repository is mapped, reads them)</numerusform>
            <numerusform>%n tasks change existing test files: their new text needs the repository, so those tasks keep the test_patch in task.json&apos;s source block (heddle import --repo, or heddle check --fix once the repository is mapped, reads them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ApprovalGates</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::BeatPages</name>
    <message numerus="yes">
        <source>Covered by %n test(s).</source>
        <translation>
            <numerusform>Covered by %n test.</numerusform>
            <numerusform>Covered by %n tests.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest run of each patch, against the %n listed test(s).</source>
        <translation>
            <numerusform>The newest run of each patch, against the %n listed test.</numerusform>
            <numerusform>The newest run of each patch, against the %n listed tests.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::BehaviourFlagController</name>
    <message numerus="yes">
        <source>Raise behaviour flags on %n task(s)</source>
        <translation>
            <numerusform>Raise behaviour flags on %n task</numerusform>
            <numerusform>Raise behaviour flags on %n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) could not be read or written.</source>
        <translation>
            <numerusform>%n task could not be read or written.</numerusform>
            <numerusform>%n tasks could not be read or written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behaviour flag(s) raised; nothing changed.</source>
        <translation>
            <numerusform>%n behaviour flag raised; nothing changed.</numerusform>
            <numerusform>%n behaviour flags raised; nothing changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The flags of %n task(s) changed; %1 behaviour flag(s) raised.</source>
        <translation>
            <numerusform>The flags of %n task changed; %1 behaviour flag(s) raised.</numerusform>
            <numerusform>The flags of %n tasks changed; %1 behaviour flag(s) raised.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ConflictDialog</name>
    <message numerus="yes">
        <source>%n changed line(s)</source>
        <translation>
            <numerusform>%n changed line</numerusform>
            <numerusform>%n changed lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A binary file of %n byte(s); it cannot be shown.</source>
        <translation>
            <numerusform>A binary file of %n byte; it cannot be shown.</numerusform>
            <numerusform>A binary file of %n bytes; it cannot be shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n file(s) resolved</source>
        <translation>
            <numerusform>%1 of %n file resolved</numerusform>
            <numerusform>%1 of %n files resolved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ExcerptText</name>
    <message numerus="yes">
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n more line</numerusform>
            <numerusform>… %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::FlagImportController</name>
    <message numerus="yes">
        <source>Importing flags from %n file(s)…</source>
        <translation>
            <numerusform>Importing flags from %n file…</numerusform>
            <numerusform>Importing flags from %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) changed.</source>
        <translation>
            <numerusform>%n task changed.</numerusform>
            <numerusform>%n tasks changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>… and %n more (Show Details…)</numerusform>
            <numerusform>… and %n more (Show Details…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking flags from %n file(s)…</source>
        <translation>
            <numerusform>Checking flags from %n file…</numerusform>
            <numerusform>Checking flags from %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) would change. Dry run: nothing was written.</source>
        <translation>
            <numerusform>%n task would change. Dry run: nothing was written.</numerusform>
            <numerusform>%n tasks would change. Dry run: nothing was written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPage</name>
    <message numerus="yes">
        <source>%n mutant(s) of %1 survive the tests (analysis %2), on line(s) %3. In each, the reference&apos;s line is removed (-) and the mutant&apos;s added (+).</source>
        <translation>
            <numerusform>%n mutant of %1 survives the tests (analysis %2), on line %3. The reference&apos;s line is removed (-) and the mutant&apos;s added (+).</numerusform>
            <numerusform>%n mutants of %1 survive the tests (analysis %2), on lines %3. In each, the reference&apos;s line is removed (-) and the mutant&apos;s added (+).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPanel</name>
    <message numerus="yes">
        <source>%n flag(s) hidden until you give your own verdict on the task (Curation page).</source>
        <translation>
            <numerusform>%n flag hidden until you give your own verdict on the task (Curation page).</numerusform>
            <numerusform>%n flags hidden until you give your own verdict on the task (Curation page).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) hidden by blind review</source>
        <translation>
            <numerusform>%n flag hidden by blind review</numerusform>
            <numerusform>%n flags hidden by blind review</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::Main</name>
    <message numerus="yes">
        <source>Committed what %1 wrote before it ended: %n file(s)</source>
        <translation>
            <numerusform>Committed what %1 wrote before it ended: %n file</numerusform>
            <numerusform>Committed what %1 wrote before it ended: %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::MainWindow</name>
    <message numerus="yes">
        <source>Checking %n task(s)…</source>
        <translation>
            <numerusform>Checking %n task…</numerusform>
            <numerusform>Checking %n tasks…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::MutationFlags</name>
    <message numerus="yes">
        <source>Tests do not check %n line(s) %1 of %2: %3 (%4 of %5 mutants of this hunk survive), so a wrong patch there passes too.</source>
        <translation>
            <numerusform>Tests do not check %n line %1 of %2: %3 (%4 of %5 mutants of this hunk survive), so a wrong patch there passes too.</numerusform>
            <numerusform>Tests do not check %n lines %1 of %2: %3 (%4 of %5 mutants of this hunk survive), so a wrong patch there passes too.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::MutationRecordIo</name>
    <message numerus="yes">
        <source>%n survivor(s) probably equivalent: no input the search tried tells them from the reference, so they count for no flag and not in the score.</source>
        <translation>
            <numerusform>%n survivor probably equivalent: no input the search tried tells it from the reference, so it counts for no flag and not in the score.</numerusform>
            <numerusform>%n survivors probably equivalent: no input the search tried tells them from the reference, so they count for no flag and not in the score.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::OverviewPage</name>
    <message numerus="yes">
        <source>The task lacks %n of the files its test_patch touches: Task &gt; Fetch Test Files reads them from the repository.</source>
        <translation>
            <numerusform>The task lacks %n of the files its test_patch touches: Task &gt; Fetch Test Files reads it from the repository.</numerusform>
            <numerusform>The task lacks %n of the files its test_patch touches: Task &gt; Fetch Test Files reads them from the repository.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spec(s) no test covers, marked ⚠. Click a spec to see and edit it.</source>
        <translation>
            <numerusform>%n spec no test covers, marked ⚠. Click a spec to see and edit it.</numerusform>
            <numerusform>%n specs no test covers, marked ⚠. Click a spec to see and edit it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::PresentationController</name>
    <message numerus="yes">
        <source>%n of the beats shown.</source>
        <translation>
            <numerusform>%n of the beats shown.</numerusform>
            <numerusform>%n of the beats shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::Repair</name>
    <message numerus="yes">
        <source>adds %n test(s) that the surviving mutants fail: %1</source>
        <translation>
            <numerusform>adds %n test that the surviving mutants fail: %1</numerusform>
            <numerusform>adds %n tests that the surviving mutants fail: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::RepairApply</name>
    <message numerus="yes">
        <source>Added %n test(s) to %1 for flag %2</source>
        <translation>
            <numerusform>Added %n test to %1 for flag %2</numerusform>
            <numerusform>Added %n tests to %1 for flag %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ReportController</name>
    <message numerus="yes">
        <source>Export the Report of %n Task(s) To</source>
        <translation>
            <numerusform>Export the Report of %n Task To</numerusform>
            <numerusform>Export the Reports of %n Tasks To</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing the report of %n task(s)…</source>
        <translation>
            <numerusform>Writing the report of %n task…</numerusform>
            <numerusform>Writing the reports of %n tasks…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ResultIntegrity</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ReviewAgentController</name>
    <message numerus="yes">
        <source>Running %1 on %n task(s)…</source>
        <translation>
            <numerusform>Running %1 on %n task…</numerusform>
            <numerusform>Running %1 on %n tasks…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n run(s) not made.</source>
        <translation>
            <numerusform>Cancelled: %n run not made.</numerusform>
            <numerusform>Cancelled: %n runs not made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>… and %n more (Show Details…)</numerusform>
            <numerusform>… and %n more (Show Details…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ScintillaFinder</name>
    <message numerus="yes">
        <source>Replaced %n</source>
        <translation>
            <numerusform>Replaced %n</numerusform>
            <numerusform>Replaced %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::SearchController</name>
    <message numerus="yes">
        <source>Index: %n task(s)</source>
        <translation>
            <numerusform>Index: %n task</numerusform>
            <numerusform>Index: %n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n file(s) could not be read</source>
        <translation>
            <numerusform>, %n file could not be read</numerusform>
            <numerusform>, %n files could not be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::SearchPanel</name>
    <message numerus="yes">
        <source>%n hit(s) so far…</source>
        <translation>
            <numerusform>%n hit so far…</numerusform>
            <numerusform>%n hits so far…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) in %1 task(s), %2 ms.</source>
        <translation>
            <numerusform>%n hit in %1 task(s), %2 ms.</numerusform>
            <numerusform>%n hits in %1 task(s), %2 ms.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::SpecListView</name>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::TaskListModel</name>
    <message numerus="yes">
        <source>Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survive(s).</source>
        <translation>
            <numerusform>Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survives.</numerusform>
            <numerusform>Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mutant(s) could not be judged (not applied, timed out, failed or cancelled).</source>
        <translation>
            <numerusform>%n mutant could not be judged (not applied, timed out, failed or cancelled).</numerusform>
            <numerusform>%n mutants could not be judged (not applied, timed out, failed or cancelled).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) by %1</source>
        <translation>
            <numerusform>%n attempt by %1</numerusform>
            <numerusform>%n attempts by %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::TaskReport</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n more character)</numerusform>
            <numerusform>… (%n more characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::TestEditor</name>
    <message numerus="yes">
        <source>Unsaved edits to %n test files (the latest from %1) were recovered.</source>
        <translation>
            <numerusform>Unsaved edits to %n test file (from %1) were recovered.</numerusform>
            <numerusform>Unsaved edits to %n test files (the latest from %1) were recovered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::TestFileController</name>
    <message numerus="yes">
        <source>Fetch the test files of %n task(s)</source>
        <translation>
            <numerusform>Fetch the test files of %n task</numerusform>
            <numerusform>Fetch the test files of %n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test files of %n task(s) could not be fetched.</source>
        <translation>
            <numerusform>The test files of %n task could not be fetched.</numerusform>
            <numerusform>The test files of %n tasks could not be fetched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fetched the test files of %n task(s).</source>
        <translation>
            <numerusform>Fetched the test files of %n task.</numerusform>
            <numerusform>Fetched the test files of %n tasks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::TestsPage</name>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ValidationPanel</name>
    <message numerus="yes">
        <source> · %n without network</source>
        <translation>
            <numerusform> · %n without network</numerusform>
            <numerusform> · %n without network</numerusform>
        </translation>
    </message>
</context>
</TS>
