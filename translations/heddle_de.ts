<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AgentBundleText</name>
    <message>
        <source>cannot copy the file into the bundle</source>
        <translation>die Datei kann nicht in das Paket kopiert werden</translation>
    </message>
    <message>
        <source>cannot make the output folder</source>
        <translation>der Ausgabeordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>AgentReviewText</name>
    <message>
        <source>the version command of %1 gave no version</source>
        <translation>der Versionsbefehl von %1 lieferte keine Version</translation>
    </message>
    <message>
        <source>cannot make a temporary folder</source>
        <translation>es kann kein temporärer Ordner angelegt werden</translation>
    </message>
    <message>
        <source>the agent exited with code %1: nothing was imported</source>
        <translation>der Agent wurde mit Code %1 beendet: nichts wurde importiert</translation>
    </message>
    <message>
        <source>the agent wrote more than the %1 bytes of output kept: nothing was imported</source>
        <translation>der Agent hat mehr als die aufbewahrten %1 Bytes Ausgabe geschrieben: nichts wurde importiert</translation>
    </message>
    <message>
        <source>the agent wrote no %1: nothing was imported</source>
        <translation>der Agent hat %1 nicht geschrieben: nichts wurde importiert</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes of output kept: nothing was imported</source>
        <translation>%1 ist größer als die aufbewahrten %2 Bytes Ausgabe: nichts wurde importiert</translation>
    </message>
    <message>
        <source>the findings could not be imported</source>
        <translation>die Funde konnten nicht importiert werden</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) (%1 failed): </source>
        <translation>
            <numerusform>%n Lauf (%1 fehlgeschlagen): </numerusform>
            <numerusform>%n Läufe (%1 fehlgeschlagen): </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 updated, %3 unchanged, %4 withdrawn, %5 kept as decided, %6 skipped</source>
        <translation>%1 hinzugefügt, %2 aktualisiert, %3 unverändert, %4 zurückgezogen, %5 wie entschieden beibehalten, %6 übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s), %1 prompt + %2 completion tokens%3</source>
        <translation>
            <numerusform>%n Anfrage, %1 Prompt- + %2 Antwort-Tokens%3</numerusform>
            <numerusform>%n Anfragen, %1 Prompt- + %2 Antwort-Tokens%3</numerusform>
        </translation>
    </message>
    <message>
        <source> (some estimated)</source>
        <translation> (teils geschätzt)</translation>
    </message>
    <message>
        <source>, cost %1</source>
        <translation>, Kosten %1</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot create the folder</source>
        <translation>Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the file</source>
        <translation>Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the file exists already and is never overwritten</source>
        <translation>die Datei existiert bereits und wird nie überschrieben</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>Datei kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>BlindText</name>
    <message>
        <source>Model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <source>cannot read the blind verdict</source>
        <translation>das Blindurteil kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a blind verdict is a JSON object</source>
        <translation>ein Blindurteil ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>The blind verdict was not saved: cannot write %1.</source>
        <translation>Das Blindurteil wurde nicht gespeichert: %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Container</name>
    <message>
        <source>at character %1</source>
        <translation>bei Zeichen %1</translation>
    </message>
    <message>
        <source>a lone &quot;}&quot; in the container command template; write &quot;}}&quot; for a brace</source>
        <translation>ein einzelnes „}“ in der Vorlage des Container-Befehls; schreiben Sie „}}“ für eine geschweifte Klammer</translation>
    </message>
    <message>
        <source>an unclosed &quot;{&quot; in the container command template</source>
        <translation>ein nicht geschlossenes „{“ in der Vorlage des Container-Befehls</translation>
    </message>
    <message>
        <source>the container command template ends with a backslash</source>
        <translation>die Vorlage des Container-Befehls endet mit einem Backslash</translation>
    </message>
    <message>
        <source>an unclosed quote in the container command template</source>
        <translation>ein nicht geschlossenes Anführungszeichen in der Vorlage des Container-Befehls</translation>
    </message>
    <message>
        <source>unknown placeholder %1 in the container command template; known: %2</source>
        <translation>unbekannter Platzhalter %1 in der Vorlage des Container-Befehls; bekannt: %2</translation>
    </message>
    <message>
        <source>the container command template is empty</source>
        <translation>die Vorlage des Container-Befehls ist leer</translation>
    </message>
    <message>
        <source>the container command template has no {command}: the tests would never run</source>
        <translation>die Vorlage des Container-Befehls enthält kein {command}: Die Tests würden nie ausgeführt</translation>
    </message>
    <message>
        <source>neither podman nor docker is installed</source>
        <translation>weder podman noch docker ist installiert</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>`%1 info` did not answer within %2 s: its service may be hung</source>
        <translation>`%1 info` hat nicht innerhalb von %2 s geantwortet: Der Dienst hängt möglicherweise</translation>
    </message>
    <message>
        <source>`%1 info` failed (exit code %2): %3</source>
        <translation>`%1 info` ist fehlgeschlagen (Exit-Code %2): %3</translation>
    </message>
</context>
<context>
    <name>DatasetIo</name>
    <message>
        <source>missing file</source>
        <translation>Datei fehlt</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the dataset (or points nowhere); refusing to read it</source>
        <translation>ein symbolischer Link, der aus dem Datensatz hinausführt (oder ins Leere zeigt); er wird nicht gelesen</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>Datei erwartet, Ordner gefunden</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the dataset description</source>
        <translation>die Beschreibung des Datensatzes kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>not a Heddle dataset: %1 is missing</source>
        <translation>kein Heddle-Datensatz: %1 fehlt</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; differs from the folder name &quot;%2&quot;</source>
        <translation>die ID „%1“ weicht vom Ordnernamen „%2“ ab</translation>
    </message>
    <message>
        <source>the spec id &quot;%1&quot; is used twice</source>
        <translation>die Spezifikations-ID „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <source>unknown spec category &quot;%1&quot;; the dataset defines: %2</source>
        <translation>unbekannte Spezifikationskategorie „%1“; der Datensatz definiert: %2</translation>
    </message>
    <message>
        <source>no spec has the id &quot;%1&quot;</source>
        <translation>keine Spezifikation hat die ID „%1“</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the dataset</source>
        <translation>ein symbolischer Link, der aus dem Datensatz hinausführt</translation>
    </message>
    <message>
        <source>no attempt has the id &quot;%1&quot;</source>
        <translation>kein Versuch hat die ID „%1“</translation>
    </message>
    <message>
        <source>no such task folder</source>
        <translation>Aufgabenordner existiert nicht</translation>
    </message>
    <message>
        <source>missing trajectory file</source>
        <translation>Trajektoriendatei fehlt</translation>
    </message>
    <message>
        <source>the flag id &quot;%1&quot; is used twice</source>
        <translation>die Befund-ID „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; cannot be used as a file name inside the dataset</source>
        <translation>%1 „%2“ kann nicht als Dateiname im Datensatz verwendet werden</translation>
    </message>
    <message>
        <source>a relative path with &apos;/&apos; between its parts, none of them empty, &apos;.&apos;, &apos;..&apos; or &apos;.git&apos;</source>
        <translation>ein relativer Pfad mit „/“ zwischen seinen Teilen, von denen keiner leer, „.“, „..“ oder „.git“ ist</translation>
    </message>
    <message>
        <source>unexpected content</source>
        <translation>unerwarteter Inhalt</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>Ordner existiert nicht</translation>
    </message>
    <message>
        <source>The task id</source>
        <translation>Die Aufgaben-ID</translation>
    </message>
    <message>
        <source>this task has %1 more problems; `heddle check` lists them all</source>
        <translation>diese Aufgabe hat %1 weitere Probleme; `heddle check` listet sie alle auf</translation>
    </message>
    <message>
        <source>the folder name is not a valid task id</source>
        <translation>der Ordnername ist keine gültige Aufgaben-ID</translation>
    </message>
    <message>
        <source>The test file path</source>
        <translation>Der Pfad der Testdatei</translation>
    </message>
    <message>
        <source>The attempt id</source>
        <translation>Die Versuchs-ID</translation>
    </message>
    <message>
        <source>The trajectory file</source>
        <translation>Die Trajektoriendatei</translation>
    </message>
    <message>
        <source>cannot read the trajectory to copy</source>
        <translation>die zu kopierende Trajektorie kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a test file of task %2</source>
        <translation>„%1“ ist keine Testdatei der Aufgabe %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s); `heddle check` lists them all</source>
        <translation>
            <numerusform>und %n weiteres Problem; `heddle check` listet alle auf</numerusform>
            <numerusform>und %n weitere Probleme; `heddle check` listet alle auf</numerusform>
        </translation>
    </message>
    <message>
        <source>review.json cannot be read, so Heddle does not write over it; mend it first (`heddle check` says where)</source>
        <translation>review.json kann nicht gelesen werden, daher überschreibt Heddle die Datei nicht; zuerst reparieren (`heddle check` nennt die Stelle)</translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s) in this file</source>
        <translation>
            <numerusform>und %n weiteres Problem in dieser Datei</numerusform>
            <numerusform>und %n weitere Probleme in dieser Datei</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoDataset</name>
    <message>
        <source>Cannot create the git repository of the demo</source>
        <translation>Das Git-Repository der Demo kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot open the index of the demo repository</source>
        <translation>Der Index des Demo-Repositorys kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot read this file of the demo repository</source>
        <translation>Diese Datei des Demo-Repositorys kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot add this file to the demo repository</source>
        <translation>Diese Datei kann nicht zum Demo-Repository hinzugefügt werden</translation>
    </message>
    <message>
        <source>Cannot write the index of the demo repository</source>
        <translation>Der Index des Demo-Repositorys kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot read back the tree of the demo repository</source>
        <translation>Der Baum des Demo-Repositorys kann nicht zurückgelesen werden</translation>
    </message>
    <message>
        <source>Cannot create the signature of the demo commit</source>
        <translation>Die Signatur des Demo-Commits kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot commit the demo repository</source>
        <translation>Das Demo-Repository kann nicht committet werden</translation>
    </message>
    <message>
        <source>This build of Heddle has no demo dataset</source>
        <translation>Dieser Build von Heddle enthält keinen Demo-Datensatz</translation>
    </message>
    <message>
        <source>The demo dataset cannot be installed here: this is a file, not a folder</source>
        <translation>Der Demo-Datensatz kann hier nicht installiert werden: Dies ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>This folder holds another version of the demo dataset, possibly with your edits; it was left as it is. Move it away to install this version.</source>
        <translation>Dieser Ordner enthält eine andere Version des Demo-Datensatzes, möglicherweise mit Ihren Änderungen; er wurde unverändert gelassen. Verschieben Sie ihn an einen anderen Ort, um diese Version zu installieren.</translation>
    </message>
    <message>
        <source>This folder is not empty and does not hold the demo dataset; nothing was written into it</source>
        <translation>Dieser Ordner ist nicht leer und enthält nicht den Demo-Datensatz; es wurde nichts hineingeschrieben</translation>
    </message>
    <message>
        <source>Cannot create the folder for the demo dataset</source>
        <translation>Der Ordner für den Demo-Datensatz kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the demo dataset</source>
        <translation>Ein temporärer Ordner für den Demo-Datensatz kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot replace the empty folder with the demo dataset</source>
        <translation>Der leere Ordner kann nicht durch den Demo-Datensatz ersetzt werden</translation>
    </message>
    <message>
        <source>Cannot move the demo dataset into place</source>
        <translation>Der Demo-Datensatz kann nicht an seinen Platz verschoben werden</translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>A step of %1</source>
        <translation>Ein Schritt von %1</translation>
    </message>
    <message>
        <source>hunk %1 of %2</source>
        <translation>Hunk %1 in %2</translation>
    </message>
    <message>
        <source>Hunk %1 of %2</source>
        <translation>Hunk %1 in %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>Reference patch, %1</source>
        <translation>Referenz-Patch, %1</translation>
    </message>
    <message>
        <source>(no such test file)</source>
        <translation>(Testdatei existiert nicht)</translation>
    </message>
    <message>
        <source>(no reference patch)</source>
        <translation>(kein Referenz-Patch)</translation>
    </message>
    <message>
        <source>(no such attempt)</source>
        <translation>(Versuch existiert nicht)</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>no output folder given</source>
        <translation>kein Ausgabeordner angegeben</translation>
    </message>
    <message>
        <source>the output folder exists and is not empty</source>
        <translation>der Ausgabeordner existiert und ist nicht leer</translation>
    </message>
    <message>
        <source>cannot write a diff of the file</source>
        <translation>ein Diff der Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot create the output folder</source>
        <translation>der Ausgabeordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>erwartet wurde ein Objekt &quot;verdicts&quot;: {Befund-ID: Urteil}</translation>
    </message>
    <message>
        <source>expected a string &quot;state&quot;</source>
        <translation>erwartet wurde eine Zeichenkette &quot;state&quot;</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;; the verdict is not exported</source>
        <translation>review.json hat keinen Befund &quot;%1&quot;; das Urteil wird nicht exportiert</translation>
    </message>
    <message>
        <source>The export of verdicts was cancelled.</source>
        <translation>Der Export der Urteile wurde abgebrochen.</translation>
    </message>
    <message>
        <source>task %1 not exported: %2</source>
        <translation>Aufgabe %1 nicht exportiert: %2</translation>
    </message>
    <message>
        <source>The verdicts were not exported.</source>
        <translation>Die Urteile wurden nicht exportiert.</translation>
    </message>
</context>
<context>
    <name>FindingCheck</name>
    <message>
        <source>task %1 has no attempt &quot;%2&quot;</source>
        <translation>Aufgabe %1 hat keinen Versuch &quot;%2&quot;</translation>
    </message>
    <message>
        <source>task %1 has no attempt of %2</source>
        <translation>Aufgabe %1 hat keinen Versuch von %2</translation>
    </message>
    <message>
        <source>task %1 has %2 attempts of %3: the finding must say which</source>
        <translation>Aufgabe %1 hat %2 Versuche von %3: der Fund muss angeben, welchen</translation>
    </message>
    <message>
        <source>attempt %1 has no trajectory</source>
        <translation>Versuch %1 hat keine Trajektorie</translation>
    </message>
    <message>
        <source>a trajectory step needs an attempt</source>
        <translation>ein Trajektorienschritt erfordert einen Versuch</translation>
    </message>
    <message>
        <source>step %1 does not exist: the trajectory of %2 has %3 steps (counted from 0)</source>
        <translation>Schritt %1 existiert nicht: die Trajektorie von %2 hat %3 Schritte (ab 0 gezählt)</translation>
    </message>
    <message>
        <source>the reference patch</source>
        <translation>der Referenz-Patch</translation>
    </message>
    <message>
        <source>the patch of %1</source>
        <translation>der Patch von %1</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 does not change %2</source>
        <translation>%1 ändert %2 nicht</translation>
    </message>
    <message>
        <source>hunk %1 does not exist: %2 has %3 hunks in %4 (counted from 0)</source>
        <translation>Hunk %1 existiert nicht: %2 hat %3 Hunks in %4 (ab 0 gezählt)</translation>
    </message>
    <message>
        <source>line %1 is outside hunk %2 of %3, which covers lines %4 to %5 of the new file</source>
        <translation>Zeile %1 liegt außerhalb von Hunk %2 von %3, der die Zeilen %4 bis %5 der neuen Datei abdeckt</translation>
    </message>
    <message>
        <source>line %1 does not exist: %2 has %3 lines</source>
        <translation>Zeile %1 existiert nicht: %2 hat %3 Zeilen</translation>
    </message>
    <message>
        <source>task %1 has no test file %2</source>
        <translation>Aufgabe %1 hat keine Testdatei %2</translation>
    </message>
    <message>
        <source>task %1 lists no test &quot;%2&quot; in FAIL_TO_PASS or PASS_TO_PASS</source>
        <translation>Aufgabe %1 führt keinen Test &quot;%2&quot; in FAIL_TO_PASS oder PASS_TO_PASS</translation>
    </message>
    <message>
        <source>task %1 has no spec &quot;%2&quot;</source>
        <translation>Aufgabe %1 hat keine Spezifikation &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>a finding must be a JSON object</source>
        <translation>ein Fund muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>this evidence needs &quot;%1&quot;</source>
        <translation>dieser Beleg erfordert &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the finding names no task</source>
        <translation>der Fund nennt keine Aufgabe</translation>
    </message>
    <message>
        <source>the finding names no agent: give &quot;agent&quot;: {&quot;name&quot;: ...} or a source name</source>
        <translation>der Fund nennt keinen Agenten: geben Sie &quot;agent&quot;: {&quot;name&quot;: ...} oder einen Quellnamen an</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>
[cut: the rationale took %L1 characters]</source>
        <translation>
[gekürzt: die Begründung umfasste %L1 Zeichen]</translation>
    </message>
    <message>
        <source>the line takes %L1 bytes: a finding may take at most %L2</source>
        <translation>die Zeile umfasst %L1 Bytes: ein Befund darf höchstens %L2 umfassen</translation>
    </message>
</context>
<context>
    <name>FlagImport</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n hinzugefügt</numerusform>
            <numerusform>%n hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n updated</source>
        <translation>
            <numerusform>%n aktualisiert</numerusform>
            <numerusform>%n aktualisiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unverändert</numerusform>
            <numerusform>%n unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn</source>
        <translation>
            <numerusform>%n zurückgezogen</numerusform>
            <numerusform>%n zurückgezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restored</source>
        <translation>
            <numerusform>%n wiederhergestellt</numerusform>
            <numerusform>%n wiederhergestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as decided</source>
        <translation>
            <numerusform>%n wie entschieden beibehalten</numerusform>
            <numerusform>%n wie entschieden beibehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags of %1: %2</source>
        <translation>Befunde von %1: %2</translation>
    </message>
    <message>
        <source>Findings from %1.</source>
        <translation>Funde aus %1.</translation>
    </message>
    <message>
        <source>Tasks changed: %1.</source>
        <translation>Geänderte Aufgaben: %1.</translation>
    </message>
    <message>
        <source>no task has the id &quot;%1&quot;</source>
        <translation>keine Aufgabe hat die ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the finding is about %1, outside what was reviewed</source>
        <translation>der Fund betrifft %1 und liegt außerhalb des geprüften Umfangs</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>Der Import wurde abgebrochen.</translation>
    </message>
    <message>
        <source>the same finding as line %1 (same kind, attempt, tests and specs); give each an &quot;id&quot; of its own</source>
        <translation>derselbe Fund wie in Zeile %1 (gleiche Art, gleicher Versuch, gleiche Tests und Spezifikationen); geben Sie jedem eine eigene &quot;id&quot;</translation>
    </message>
</context>
<context>
    <name>ImporterText</name>
    <message>
        <source>expected an object with &quot;success&quot; and &quot;failure&quot; lists, found %1</source>
        <translation>Objekt mit den Listen „success“ und „failure“ erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a harness report: an object with &quot;resolved&quot; and &quot;tests_status&quot;, or {instance_id: {...}} holding one</source>
        <translation>Harness-Bericht erwartet: ein Objekt mit „resolved“ und „tests_status“ oder ein {instance_id: {...}}, das ein solches enthält</translation>
    </message>
    <message>
        <source>expected a run report with &quot;resolved_ids&quot; or &quot;ids_resolved&quot;</source>
        <translation>Laufbericht mit „resolved_ids“ oder „ids_resolved“ erwartet</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the harness folder does not exist</source>
        <translation>der Harness-Ordner existiert nicht</translation>
    </message>
    <message>
        <source>no harness output here: expected instance folders holding %1</source>
        <translation>hier gibt es keine Harness-Ausgabe: Instanzordner mit %1 erwartet</translation>
    </message>
    <message>
        <source>expected the pull request number</source>
        <translation>Pull-Request-Nummer erwartet</translation>
    </message>
    <message>
        <source>expected a list of issues, found %1</source>
        <translation>Liste von Issues erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected an issue object at %1, found %2</source>
        <translation>Issue-Objekt bei %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>the required key &quot;base&quot; (with the base commit&apos;s sha) is missing</source>
        <translation>der erforderliche Schlüssel „base“ (mit dem SHA des Basis-Commits) fehlt</translation>
    </message>
    <message>
        <source>the repository is empty</source>
        <translation>das Repository ist leer</translation>
    </message>
    <message>
        <source>the instance id is empty</source>
        <translation>die Instanz-ID ist leer</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) change existing test files: their new text needs the repository, so those tasks keep the test_patch in task.json&apos;s source block (heddle import --repo, or heddle check --fix once the repository is mapped, reads them)</source>
        <translation>
            <numerusform>%n Aufgabe ändert bestehende Testdateien, deren neuer Text das Repository benötigt; daher behält diese Aufgabe den test_patch im source-Block von task.json (heddle import --repo oder, sobald das Repository zugeordnet ist, heddle check --fix liest ihn)</numerusform>
            <numerusform>%n Aufgaben ändern bestehende Testdateien, deren neuer Text das Repository benötigt; daher behalten diese Aufgaben den test_patch im source-Block von task.json (heddle import --repo oder, sobald das Repository zugeordnet ist, heddle check --fix liest ihn)</numerusform>
        </translation>
    </message>
    <message>
        <source>no instances file was given and no run carries its instances</source>
        <translation>keine Instanzdatei angegeben, und kein Lauf enthält seine Instanzen</translation>
    </message>
    <message>
        <source>no instance could be read</source>
        <translation>keine Instanz konnte gelesen werden</translation>
    </message>
    <message>
        <source>the instance id &quot;%1&quot; cannot name a task: it must match [A-Za-z0-9][A-Za-z0-9._+-]* and be at most 200 characters</source>
        <translation>die Instanz-ID „%1“ kann keine Aufgabe benennen: Erforderlich sind das Muster [A-Za-z0-9][A-Za-z0-9._+-]* und höchstens 200 Zeichen</translation>
    </message>
    <message>
        <source>the instance id &quot;%1&quot; was already read at %2; this row is skipped</source>
        <translation>die Instanz-ID „%1“ wurde bereits bei %2 gelesen; diese Zeile wird übersprungen</translation>
    </message>
    <message>
        <source>the run is neither a harness folder nor a predictions file</source>
        <translation>der Lauf ist weder ein Harness-Ordner noch eine Vorhersagedatei</translation>
    </message>
    <message>
        <source>not a trajectory format Heddle reads; it is kept with the format &quot;unknown&quot;</source>
        <translation>kein Trajektorienformat, das Heddle liest; die Datei wird mit dem Format „unknown“ behalten</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the folder holds several models: each keeps its own name instead of &quot;%1&quot;</source>
        <translation>der Ordner enthält mehrere Modelle: Jedes behält seinen eigenen Namen statt „%1“</translation>
    </message>
    <message>
        <source>the report is about &quot;%1&quot;, not the folder&apos;s instance</source>
        <translation>der Bericht betrifft „%1“, nicht die Instanz des Ordners</translation>
    </message>
    <message>
        <source>the report says the patch did not apply yet the instance is resolved; the test results are kept as reported</source>
        <translation>laut Bericht ließ sich der Patch nicht anwenden, dennoch gilt die Instanz als gelöst; die Testergebnisse werden wie berichtet übernommen</translation>
    </message>
    <message>
        <source>line %1: a second prediction for &quot;%2&quot;; it becomes another sample</source>
        <translation>Zeile %1: eine zweite Vorhersage für „%2“; sie wird zu einem weiteren Sample</translation>
    </message>
    <message>
        <source>no output folder given</source>
        <translation>kein Ausgabeordner angegeben</translation>
    </message>
    <message>
        <source>the output folder exists and is not empty</source>
        <translation>der Ausgabeordner existiert und ist nicht leer</translation>
    </message>
    <message>
        <source>no instances file given</source>
        <translation>keine Instanzdatei angegeben</translation>
    </message>
    <message>
        <source>cannot create a temporary folder</source>
        <translation>ein temporärer Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the output folder</source>
        <translation>der Ausgabeordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>SWE-bench tasks imported from %1</source>
        <translation>SWE-bench-Aufgaben, importiert aus %1</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>der Import wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 of %2 tasks were written</source>
        <translation>%1 von %2 Aufgaben wurden geschrieben</translation>
    </message>
    <message>
        <source>expected an array of specs, found %1</source>
        <translation>Array von Spezifikationen erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a spec object, found %1</source>
        <translation>Spezifikationsobjekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>the spec id is empty</source>
        <translation>die Spezifikations-ID ist leer</translation>
    </message>
    <message>
        <source>the instance&apos;s eval_script has no line after &quot;: &apos;&gt;&gt;&gt;&gt;&gt; Start Test Output&apos;&quot;</source>
        <translation>das eval_script der Instanz hat keine Zeile nach „: &apos;&gt;&gt;&gt;&gt;&gt; Start Test Output&apos;“</translation>
    </message>
    <message>
        <source>the instance has no test command</source>
        <translation>die Instanz hat keinen Testbefehl</translation>
    </message>
    <message>
        <source>from task.json</source>
        <translation>aus task.json</translation>
    </message>
    <message>
        <source>from the instance&apos;s %1 field</source>
        <translation>aus dem Feld %1 der Instanz</translation>
    </message>
    <message>
        <source>from the instance&apos;s eval_script</source>
        <translation>aus dem eval_script der Instanz</translation>
    </message>
    <message>
        <source>from the harness run&apos;s eval.sh</source>
        <translation>aus der eval.sh des Harness-Laufs</translation>
    </message>
    <message>
        <source>from SWE-bench&apos;s command for %1, with the test_patch&apos;s files</source>
        <translation>aus dem SWE-bench-Befehl für %1, mit den Dateien des test_patch</translation>
    </message>
    <message>
        <source>from the curator&apos;s edit</source>
        <translation>aus der Bearbeitung durch den Kurator</translation>
    </message>
    <message>
        <source>Test command: unknown. Validation cannot run this task until it has one.</source>
        <translation>Testbefehl: unbekannt. Die Validierung kann diese Aufgabe erst ausführen, wenn sie einen hat.</translation>
    </message>
    <message>
        <source>Test command: unknown (%1). Validation cannot run this task until it has one.</source>
        <translation>Testbefehl: unbekannt (%1). Die Validierung kann diese Aufgabe erst ausführen, wenn sie einen hat.</translation>
    </message>
    <message>
        <source>Test command: %1 (%2)</source>
        <translation>Testbefehl: %1 (%2)</translation>
    </message>
    <message>
        <source>Test command: none. It would get %1 (%2).</source>
        <translation>Testbefehl: keiner. Die Aufgabe würde %1 erhalten (%2).</translation>
    </message>
    <message>
        <source>the task has no test command; it would now get &quot;%1&quot; (%2)</source>
        <translation>die Aufgabe hat keinen Testbefehl; sie würde jetzt „%1“ erhalten (%2)</translation>
    </message>
    <message>
        <source>the task has no test command: %1</source>
        <translation>die Aufgabe hat keinen Testbefehl: %1</translation>
    </message>
    <message>
        <source>the table has no &quot;repositories&quot; object</source>
        <translation>die Tabelle hat kein Objekt „repositories“</translation>
    </message>
    <message>
        <source>expected &quot;paths&quot; or &quot;django-modules&quot;, found &quot;%1&quot;</source>
        <translation>„paths“ oder „django-modules“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>the repository lists no versions</source>
        <translation>das Repository führt keine Versionen auf</translation>
    </message>
    <message>
        <source>the command is empty</source>
        <translation>der Befehl ist leer</translation>
    </message>
    <message>
        <source>SWE-bench&apos;s table does not know the repository &quot;%1&quot;</source>
        <translation>die SWE-bench-Tabelle kennt das Repository „%1“ nicht</translation>
    </message>
    <message>
        <source>the task has no version, and the command of %1 differs between its versions</source>
        <translation>die Aufgabe hat keine Version, und der Befehl von %1 unterscheidet sich zwischen dessen Versionen</translation>
    </message>
    <message>
        <source>SWE-bench&apos;s table does not list version %1 of %2, and the command differs between its versions</source>
        <translation>die SWE-bench-Tabelle führt Version %1 von %2 nicht auf, und der Befehl unterscheidet sich zwischen dessen Versionen</translation>
    </message>
    <message>
        <source>the test_patch cannot be read: %1</source>
        <translation>der test_patch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the test_patch names %1, outside the repository</source>
        <translation>der test_patch nennt %1, außerhalb des Repositorys</translation>
    </message>
    <message>
        <source>the test_patch does not apply at %1: %2</source>
        <translation>der test_patch lässt sich bei %1 nicht anwenden: %2</translation>
    </message>
    <message>
        <source>cannot read the trajectory</source>
        <translation>die Trajektorie kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>no trajectories here: expected &lt;instance_id&gt;.traj, &lt;instance_id&gt;/&lt;instance_id&gt;.traj, &lt;instance_id&gt;.traj.json or output.jsonl</source>
        <translation>hier gibt es keine Trajektorien: &lt;instance_id&gt;.traj, &lt;instance_id&gt;/&lt;instance_id&gt;.traj, &lt;instance_id&gt;.traj.json oder output.jsonl erwartet</translation>
    </message>
    <message>
        <source>the trajectory folder or file does not exist</source>
        <translation>der Trajektorienordner bzw. die Trajektoriendatei existiert nicht</translation>
    </message>
    <message>
        <source>cannot write a temporary file</source>
        <translation>eine temporäre Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei und kein solcher Ordner</translation>
    </message>
</context>
<context>
    <name>LlmAnswerText</name>
    <message>
        <source>the answer is empty</source>
        <translation>die Antwort ist leer</translation>
    </message>
    <message>
        <source>the answer is not JSON (%1)</source>
        <translation>die Antwort ist kein JSON (%1)</translation>
    </message>
    <message>
        <source>the answer is not an object with a list &quot;findings&quot;</source>
        <translation>die Antwort ist kein Objekt mit einer Liste &quot;findings&quot;</translation>
    </message>
</context>
<context>
    <name>LlmClientText</name>
    <message>
        <source>the answer is not a JSON object: %1</source>
        <translation>die Antwort ist kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>the answer has no choices</source>
        <translation>die Antwort hat keine choices</translation>
    </message>
    <message>
        <source>the answer&apos;s first choice has no message content</source>
        <translation>die erste choice der Antwort hat keinen Nachrichteninhalt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the answer is larger than the %1 bytes kept</source>
        <translation>die Antwort ist größer als die %1 Bytes, die behalten werden</translation>
    </message>
</context>
<context>
    <name>LlmPromptText</name>
    <message>
        <source>cannot read the prompt template</source>
        <translation>die Prompt-Vorlage kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a prompt template starts with a line &quot;version: NAME&quot;</source>
        <translation>eine Prompt-Vorlage beginnt mit einer Zeile &quot;version: NAME&quot;</translation>
    </message>
</context>
<context>
    <name>LlmReviewText</name>
    <message>
        <source>the answer could not be read, nor the one asked again: %1: nothing was imported</source>
        <translation>die Antwort konnte nicht gelesen werden, auch die erneut erbetene nicht: %1: nichts wurde importiert</translation>
    </message>
    <message>
        <source>%1 is not an agent of kind llm</source>
        <translation>%1 ist kein Agent der Art llm</translation>
    </message>
    <message>
        <source>agent %1 takes its API key from the environment variable %2, which is not set</source>
        <translation>Agent %1 nimmt seinen API-Schlüssel aus der Umgebungsvariablen %2, die nicht gesetzt ist</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the run has no result yet</source>
        <translation>der Lauf hat noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Slurm stopped the job at its time limit (%1)</source>
        <translation>Slurm hat den Job bei Erreichen seines Zeitlimits angehalten (%1)</translation>
    </message>
    <message>
        <source>Slurm killed the job for its memory (%1)</source>
        <translation>Slurm hat den Job wegen seines Speicherverbrauchs beendet (%1)</translation>
    </message>
    <message>
        <source>the Slurm job was cancelled (%1)</source>
        <translation>der Slurm-Job wurde abgebrochen (%1)</translation>
    </message>
    <message>
        <source>the Slurm node failed (%1)</source>
        <translation>der Slurm-Knoten ist ausgefallen (%1)</translation>
    </message>
    <message>
        <source>the Slurm job ended without a result from Heddle (%1, exit code %2)</source>
        <translation>der Slurm-Job endete ohne Ergebnis von Heddle (%1, Exit-Code %2)</translation>
    </message>
    <message>
        <source>not a folder: expected the run&apos;s folder that holds request.json</source>
        <translation>kein Ordner: erwartet wurde der Ordner des Laufs, der request.json enthält</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>⚠ A reason is needed: write why, or cancel.</source>
        <translation>⚠ Eine Begründung ist nötig: schreiben Sie, warum, oder brechen Sie ab.</translation>
    </message>
</context>
<context>
    <name>RebenchAnnotations</name>
    <message>
        <source>a correct fix may fail on unrelated tests</source>
        <translation>eine richtige Korrektur kann an fremden Tests scheitern</translation>
    </message>
    <message>
        <source>the tests expect names, messages or values the statement does not give</source>
        <translation>die Tests erwarten Namen, Meldungen oder Werte, die die Aufgabenstellung nicht nennt</translation>
    </message>
    <message>
        <source>essential information is only behind external links</source>
        <translation>wesentliche Informationen stehen nur hinter externen Links</translation>
    </message>
    <message>
        <source>the expected behaviour or acceptance criteria are missing</source>
        <translation>das erwartete Verhalten oder die Abnahmekriterien fehlen</translation>
    </message>
    <message>
        <source>the tests need unrelated changes of the reference patch</source>
        <translation>die Tests brauchen fremde Änderungen des Referenz-Patches</translation>
    </message>
    <message>
        <source>the tests assume knowledge or an approach the statement does not give</source>
        <translation>die Tests setzen Wissen oder einen Lösungsweg voraus, den die Aufgabenstellung nicht nennt</translation>
    </message>
    <message>
        <source>the task mixes several independent issues</source>
        <translation>die Aufgabe vermischt mehrere unabhängige Probleme</translation>
    </message>
    <message>
        <source>the statement&apos;s intent is insufficient</source>
        <translation>die Absicht der Aufgabenstellung ist unzureichend beschrieben</translation>
    </message>
    <message>
        <source>expected JSON, found a string that is not JSON: %1</source>
        <translation>JSON erwartet, eine Zeichenkette gefunden, die kein JSON ist: %1</translation>
    </message>
    <message>
        <source>expected an annotation object, found %1</source>
        <translation>Annotationsobjekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a confidence from 0 to 1</source>
        <translation>eine Konfidenz von 0 bis 1 erwartet</translation>
    </message>
    <message>
        <source>expected an object of true or false per code, found %1</source>
        <translation>ein Objekt mit true oder false je Code erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a list of strings, found %1</source>
        <translation>eine Liste von Zeichenketten erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>Test alignment issues: %1</source>
        <translation>Abweichungen der Tests: %1</translation>
    </message>
    <message>
        <source>expected the meta object, found %1</source>
        <translation>das meta-Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a list of annotations, found %1</source>
        <translation>eine Liste von Annotationen erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>the row names no instance_id</source>
        <translation>die Zeile nennt keine instance_id</translation>
    </message>
</context>
<context>
    <name>RepairText</name>
    <message>
        <source>a verdict without its flag id, and no git history of the task to say which flag it judged</source>
        <translation>ein Urteil ohne die ID seiner Markierung, und keine Git-Historie der Aufgabe, die sagt, welche Markierung es beurteilte</translation>
    </message>
    <message>
        <source>a verdict without its flag id that no commit of the task records</source>
        <translation>ein Urteil ohne die ID seiner Markierung, das kein Commit der Aufgabe festhält</translation>
    </message>
    <message>
        <source>a verdict without its flag id: commits %1 changed several flags to its state, or none</source>
        <translation>ein Urteil ohne die ID seiner Markierung: die Commits %1 setzten mehrere Markierungen auf seinen Zustand, oder keine</translation>
    </message>
</context>
<context>
    <name>RereadText</name>
    <message>
        <source>Cannot reread %1 before writing it: %2</source>
        <translation>%1 kann vor dem Schreiben nicht erneut gelesen werden: %2</translation>
    </message>
    <message>
        <source>it cannot be read any more</source>
        <translation>die Datei kann nicht mehr gelesen werden</translation>
    </message>
</context>
<context>
    <name>RestoreText</name>
    <message>
        <source>%1 changed since (another writer, or a later decision); nothing was undone</source>
        <translation>%1 hat sich seitdem geändert (ein anderer Schreiber oder eine spätere Entscheidung); nichts wurde rückgängig gemacht</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>The verdict on flag %1</source>
        <translation>Das Urteil über Befund %1</translation>
    </message>
</context>
<context>
    <name>ReviewAgentText</name>
    <message>
        <source>expected a list of review agents</source>
        <translation>erwartet wurde eine Liste von Review-Agenten</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet wurde ein Objekt</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>the name is not a valid id</source>
        <translation>der Name ist keine gültige ID</translation>
    </message>
    <message>
        <source>another agent has this name</source>
        <translation>ein anderer Agent hat diesen Namen</translation>
    </message>
    <message>
        <source>expected &quot;task&quot; or &quot;attempt&quot;</source>
        <translation>erwartet wurde &quot;task&quot; oder &quot;attempt&quot;</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>erwartet wurde true oder false</translation>
    </message>
    <message>
        <source>expected a whole number of seconds</source>
        <translation>erwartet wurde eine ganze Zahl von Sekunden</translation>
    </message>
    <message>
        <source>expected &quot;stdout&quot; or a file name without a folder</source>
        <translation>erwartet wurde &quot;stdout&quot; oder ein Dateiname ohne Ordner</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>erwartet wurde eine Zeichenkette</translation>
    </message>
    <message>
        <source>expected a list of paths</source>
        <translation>erwartet wurde eine Liste von Pfaden</translation>
    </message>
    <message>
        <source>expected a path</source>
        <translation>erwartet wurde ein Pfad</translation>
    </message>
    <message>
        <source>expected an http:// or https:// address</source>
        <translation>erwartet wurde eine Adresse mit http:// oder https://</translation>
    </message>
    <message>
        <source>expected the name of a model</source>
        <translation>erwartet wurde der Name eines Modells</translation>
    </message>
    <message>
        <source>expected a whole number above 0</source>
        <translation>erwartet wurde eine ganze Zahl über 0</translation>
    </message>
    <message>
        <source>expected a whole number, 0 for no limit</source>
        <translation>erwartet wurde eine ganze Zahl, 0 für keine Grenze</translation>
    </message>
    <message>
        <source>expected a number from 0 to 2</source>
        <translation>erwartet wurde eine Zahl von 0 bis 2</translation>
    </message>
    <message>
        <source>expected {&quot;prompt&quot;: …, &quot;completion&quot;: …}</source>
        <translation>erwartet wurde {&quot;prompt&quot;: …, &quot;completion&quot;: …}</translation>
    </message>
    <message>
        <source>expected a price of 0 or more</source>
        <translation>erwartet wurde ein Preis von 0 oder mehr</translation>
    </message>
    <message>
        <source>an agent has a command or an llm, not both</source>
        <translation>ein Agent hat einen Befehl oder ein llm, nicht beides</translation>
    </message>
    <message>
        <source>expected a command or an llm</source>
        <translation>erwartet wurde ein Befehl oder ein llm</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>eines von %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected at least %1 characters</source>
        <translation>mindestens %1 Zeichen erwartet</translation>
    </message>
    <message>
        <source>expected at most %1 characters</source>
        <translation>höchstens %1 Zeichen erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the expected form %2</source>
        <translation>„%1“ hat nicht die erwartete Form %2</translation>
    </message>
    <message>
        <source>expected a value of at least %1, found %2</source>
        <translation>Wert von mindestens %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected a value of at most %1, found %2</source>
        <translation>Wert von höchstens %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected at least %1 items</source>
        <translation>mindestens %1 Einträge erwartet</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekannter Schlüssel „%1“; erwartet wird einer von: %2</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation>erforderlicher Schlüssel „%1“ fehlt</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>ganze Zahl von %1 bis %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <source>expected at most %1 items, found %2</source>
        <translation>höchstens %1 Einträge erwartet, gefunden: %2</translation>
    </message>
</context>
<context>
    <name>ScoutResults</name>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>value_type is boolean, but the value is &quot;%1&quot;</source>
        <translation>value_type ist boolean, aber der Wert ist &quot;%1&quot;</translation>
    </message>
    <message>
        <source>value_type is number, but the value is &quot;%1&quot;</source>
        <translation>value_type ist number, aber der Wert ist &quot;%1&quot;</translation>
    </message>
    <message>
        <source>value_type is %1, but the value is not JSON of that type</source>
        <translation>value_type ist %1, aber der Wert ist kein JSON dieses Typs</translation>
    </message>
    <message>
        <source>The scanner %1 flagged transcript %2 (value %3).</source>
        <translation>Der Scanner %1 hat das Transkript %2 markiert (Wert %3).</translation>
    </message>
    <message>
        <source>the file holds columns, not rows (pandas&apos; default to_json): export the results with to_json(path, orient=&quot;records&quot;, lines=True)</source>
        <translation>die Datei enthält Spalten statt Zeilen (das Standardformat von pandas&apos; to_json): exportieren Sie die Ergebnisse mit to_json(path, orient=&quot;records&quot;, lines=True)</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>der erforderliche Schlüssel &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>the scanner failed on transcript %1, so it says nothing about it: %2</source>
        <translation>der Scanner ist am Transkript %1 gescheitert und sagt darüber nichts aus: %2</translation>
    </message>
    <message>
        <source>the result names no task (transcript_task_id)</source>
        <translation>das Ergebnis nennt keine Aufgabe (transcript_task_id)</translation>
    </message>
    <message>
        <source>expected the repeat (epoch) as a whole number from 1</source>
        <translation>die Wiederholung (Epoche) als ganze Zahl ab 1 erwartet</translation>
    </message>
    <message>
        <source>the result names no scanner (scanner_name): give a source name</source>
        <translation>das Ergebnis nennt keinen Scanner (scanner_name): geben Sie einen Quellennamen an</translation>
    </message>
    <message>
        <source>value_type is resultset, but the value is not a list</source>
        <translation>value_type ist resultset, aber der Wert ist keine Liste</translation>
    </message>
    <message>
        <source>result %1 of the set is %2, not a result object</source>
        <translation>Ergebnis %1 der Menge ist %2, kein Ergebnisobjekt</translation>
    </message>
    <message>
        <source>a Parquet file, which Heddle does not read: export it as JSON lines first. Inspect Scout results: scan_results_df(SCAN_DIR).scanners[SCANNER].to_json(&quot;results.jsonl&quot;, orient=&quot;records&quot;, lines=True); any Parquet file, with DuckDB: COPY (SELECT * FROM &apos;%1&apos;) TO &apos;results.jsonl&apos; (FORMAT json)</source>
        <translation>eine Parquet-Datei, die Heddle nicht liest: exportieren Sie sie zuerst als JSON-Zeilen. Ergebnisse von Inspect Scout: scan_results_df(SCAN_DIR).scanners[SCANNER].to_json(&quot;results.jsonl&quot;, orient=&quot;records&quot;, lines=True); jede Parquet-Datei, mit DuckDB: COPY (SELECT * FROM &apos;%1&apos;) TO &apos;results.jsonl&apos; (FORMAT json)</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>Objekt „verdicts“ erwartet: {Befund-ID: Urteil}</translation>
    </message>
    <message>
        <source>expected a string &quot;state&quot;</source>
        <translation>Zeichenkette „state“ erwartet</translation>
    </message>
    <message>
        <source>expected open, confirmed, dismissed or needs_rerun, found &quot;%1&quot;</source>
        <translation>open, confirmed, dismissed oder needs_rerun erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;; the verdict is not counted</source>
        <translation>review.json hat keinen Befund „%1“; das Urteil wird nicht gezählt</translation>
    </message>
</context>
<context>
    <name>TrajectoryParser</name>
    <message>
        <source>the file changed while it was shown: open it again</source>
        <translation>die Datei hat sich während der Anzeige geändert: Öffnen Sie sie erneut</translation>
    </message>
    <message>
        <source>this step is not valid JSON (%1)</source>
        <translation>dieser Schritt ist kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>cannot read the trajectory: %1</source>
        <translation>die Trajektorie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the file is empty: expected a JSON document</source>
        <translation>die Datei ist leer: JSON-Dokument erwartet</translation>
    </message>
    <message>
        <source>no line has the instance_id &quot;%1&quot;</source>
        <translation>keine Zeile hat die instance_id „%1“</translation>
    </message>
    <message>
        <source>not a trajectory format Heddle reads: expected a SWE-agent .traj (&quot;trajectory&quot; or &quot;attempts&quot;), a mini-swe-agent file (&quot;messages&quot;) or a line of OpenHands output.jsonl (&quot;history&quot;)</source>
        <translation>kein Trajektorienformat, das Heddle liest: erwartet wird eine SWE-agent-.traj („trajectory“ oder „attempts“), eine mini-swe-agent-Datei („messages“) oder eine Zeile aus OpenHands-output.jsonl („history“)</translation>
    </message>
    <message>
        <source>expected %1: %2</source>
        <translation>%1 erwartet: %2</translation>
    </message>
    <message>
        <source>expected %1 as an array</source>
        <translation>%1 als Array erwartet</translation>
    </message>
    <message>
        <source>the list of steps &quot;trajectory&quot;</source>
        <translation>die Liste der Schritte „trajectory“</translation>
    </message>
    <message>
        <source>the list of attempts &quot;attempts&quot;</source>
        <translation>die Liste der Versuche „attempts“</translation>
    </message>
    <message>
        <source>the list of chat messages &quot;messages&quot;</source>
        <translation>die Liste der Chatnachrichten „messages“</translation>
    </message>
    <message>
        <source>the list of events &quot;history&quot;</source>
        <translation>die Liste der Ereignisse „history“</translation>
    </message>
    <message>
        <source>the trajectory is no longer wanted</source>
        <translation>die Trajektorie wird nicht mehr benötigt</translation>
    </message>
    <message>
        <source>step %1 cannot be read again: the file changed</source>
        <translation>Schritt %1 kann nicht erneut gelesen werden: Die Datei hat sich geändert</translation>
    </message>
    <message>
        <source>a content part object or a string</source>
        <translation>ein Inhaltsteil-Objekt oder eine Zeichenkette</translation>
    </message>
    <message>
        <source>a string or a list of content parts</source>
        <translation>eine Zeichenkette oder eine Liste von Inhaltsteilen</translation>
    </message>
    <message>
        <source>a chat message object</source>
        <translation>ein Chatnachrichten-Objekt</translation>
    </message>
    <message>
        <source>a mini-swe-agent trajectory object</source>
        <translation>ein mini-swe-agent-Trajektorienobjekt</translation>
    </message>
    <message>
        <source>an event object or an [action, observation] pair</source>
        <translation>ein Ereignisobjekt oder ein Paar [action, observation]</translation>
    </message>
    <message>
        <source>expected an [action, observation] pair of two objects</source>
        <translation>ein Paar [action, observation] aus zwei Objekten erwartet</translation>
    </message>
    <message>
        <source>an action object</source>
        <translation>ein Aktionsobjekt</translation>
    </message>
    <message>
        <source>an observation object</source>
        <translation>ein Beobachtungsobjekt</translation>
    </message>
    <message>
        <source>an OpenHands output line object</source>
        <translation>ein Objekt einer OpenHands-Ausgabezeile</translation>
    </message>
    <message>
        <source>expected a JSON object encoded in the state string (%1)</source>
        <translation>im Zustands-String kodiertes JSON-Objekt erwartet (%1)</translation>
    </message>
    <message>
        <source>expected a JSON object encoded in the state string, found %1</source>
        <translation>im Zustands-String kodiertes JSON-Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>the environment state as an object or a string</source>
        <translation>der Umgebungszustand als Objekt oder Zeichenkette</translation>
    </message>
    <message>
        <source>a step object</source>
        <translation>ein Schrittobjekt</translation>
    </message>
    <message>
        <source>a SWE-agent trajectory object</source>
        <translation>ein SWE-agent-Trajektorienobjekt</translation>
    </message>
    <message>
        <source>an attempt object</source>
        <translation>ein Versuchsobjekt</translation>
    </message>
    <message>
        <source>could not read the trajectory</source>
        <translation>die Trajektorie konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>not enough memory to read the trajectory</source>
        <translation>nicht genug Speicher zum Lesen der Trajektorie</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Speicher</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>Task %1 has no flag %2.</source>
        <translation>Aufgabe %1 hat keinen Befund %2.</translation>
    </message>
    <message>
        <source>Dismissing flag %1 needs a note that says why.</source>
        <translation>Zum Verwerfen von Befund %1 ist eine Notiz mit Begründung nötig.</translation>
    </message>
    <message>
        <source>The verdict on flag %1 was not saved: cannot write %2 (%3).</source>
        <translation>Das Urteil zu Befund %1 wurde nicht gespeichert: %2 kann nicht geschrieben werden (%3).</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>A verdict needs the id of the flag it judges.</source>
        <translation>Ein Urteil braucht die ID der Markierung, die es beurteilt.</translation>
    </message>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>Objekt &quot;verdicts&quot; erwartet: {Markierungs-ID: Urteil}</translation>
    </message>
    <message>
        <source>a verdict without the id of its flag: statistics and exported verdicts leave it out</source>
        <translation>ein Urteil ohne die ID seiner Markierung: Statistiken und exportierte Urteile lassen es aus</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;: statistics and exported verdicts leave this verdict out</source>
        <translation>review.json hat keine Markierung &quot;%1&quot;: Statistiken und exportierte Urteile lassen dieses Urteil aus</translation>
    </message>
    <message>
        <source>expected a &quot;state&quot; of open, confirmed, dismissed or needs_rerun</source>
        <translation>&quot;state&quot; erwartet: open, confirmed, dismissed oder needs_rerun</translation>
    </message>
    <message>
        <source>Flag %1 of task %2 was removed by another writer meanwhile.</source>
        <translation>Markierung %1 der Aufgabe %2 wurde inzwischen von einem anderen Schreiber entfernt.</translation>
    </message>
</context>
<context>
    <name>WriteLockText</name>
    <message>
        <source>another writer</source>
        <translation>ein anderer Schreiber</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>%1 (pid %2 on %3)</source>
        <translation>%1 (PID %2 auf %3)</translation>
    </message>
    <message>
        <source>Taking over the dataset&apos;s writer lock from %1, which ended without releasing it</source>
        <translation>Die Schreibsperre des Datensatzes wird von %1 übernommen, das beendet wurde, ohne sie freizugeben</translation>
    </message>
    <message>
        <source>Cannot create the dataset&apos;s writer lock %1: %2</source>
        <translation>Die Schreibsperre %1 des Datensatzes kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The dataset is being written by %1: gave up waiting for its writer lock %2; try again when it has finished, or remove the lock file if that writer is gone</source>
        <translation>Der Datensatz wird von %1 geschrieben: Das Warten auf die Schreibsperre %2 wurde aufgegeben; versuchen Sie es erneut, wenn der Vorgang beendet ist, oder entfernen Sie die Sperrdatei, falls dieser Schreiber nicht mehr läuft</translation>
    </message>
    <message>
        <source>Waiting for %1 to finish writing the dataset</source>
        <translation>Warten, bis %1 das Schreiben des Datensatzes beendet hat</translation>
    </message>
    <message>
        <source>Waiting for another writer in this process to finish writing the dataset</source>
        <translation>Warten, bis ein anderer Schreiber dieses Prozesses das Schreiben des Datensatzes beendet hat</translation>
    </message>
    <message>
        <source>Gave up waiting for the dataset&apos;s writer lock %1: another writer in this process holds it</source>
        <translation>Das Warten auf die Schreibsperre %1 des Datensatzes wurde aufgegeben: Ein anderer Schreiber dieses Prozesses hält sie</translation>
    </message>
    <message>
        <source>a writer that ended</source>
        <translation>ein beendeter Schreiber</translation>
    </message>
</context>
<context>
    <name>heddle::ApiKeyBox</name>
    <message>
        <source>API keys of built-in reviewers</source>
        <translation>API-Schlüssel der eingebauten Prüfer</translation>
    </message>
    <message>
        <source>&amp;Store in Keyring</source>
        <translation>Im Schlüsselbund &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Paste the key; it is not shown again</source>
        <translation>Schlüssel einfügen; er wird nicht wieder angezeigt</translation>
    </message>
    <message>
        <source>A built-in reviewer (an agent with &quot;llm&quot;) that names no api_key_env takes its key from your desktop&apos;s keyring. The key is kept there alone: never in the dataset, a run record, a log or your settings.</source>
        <translation>Ein eingebauter Prüfer (ein Agent mit &quot;llm&quot;), der keine api_key_env nennt, nimmt seinen Schlüssel aus dem Schlüsselbund Ihres Desktops. Der Schlüssel liegt nur dort: nie im Datensatz, in einem Laufprotokoll, einem Log oder Ihren Einstellungen.</translation>
    </message>
    <message>
        <source>A&amp;gent:</source>
        <translation>A&amp;gent:</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>Schlüsse&amp;l:</translation>
    </message>
    <message>
        <source>Asking the keyring for the key of %1…</source>
        <translation>Frage den Schlüsselbund nach dem Schlüssel von %1…</translation>
    </message>
    <message>
        <source>The keyring cannot be reached: %1</source>
        <translation>Der Schlüsselbund ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>No key for %1 in the keyring.</source>
        <translation>Kein Schlüssel für %1 im Schlüsselbund.</translation>
    </message>
    <message>
        <source>A key for %1 is in the keyring.</source>
        <translation>Ein Schlüssel für %1 liegt im Schlüsselbund.</translation>
    </message>
    <message>
        <source>Storing the key of %1…</source>
        <translation>Speichere den Schlüssel von %1…</translation>
    </message>
    <message>
        <source>The key for %1 is stored in the keyring.</source>
        <translation>Der Schlüssel für %1 ist im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>The key for %1 was not stored: %2</source>
        <translation>Der Schlüssel für %1 wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>The key for %1 was not removed: %2</source>
        <translation>Der Schlüssel für %1 wurde nicht entfernt: %2</translation>
    </message>
</context>
<context>
    <name>heddle::ApplyPatch</name>
    <message>
        <source>hunk %1 of %2 does not apply at line %3</source>
        <translation>Hunk %1 in %2 lässt sich bei Zeile %3 nicht anwenden</translation>
    </message>
    <message>
        <source>%1 is a binary change: it has no lines to apply</source>
        <translation>%1 ist eine binäre Änderung ohne anwendbare Zeilen</translation>
    </message>
</context>
<context>
    <name>heddle::ApprovalGates</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 sowie %n weiterer Eintrag</numerusform>
            <numerusform>%1 sowie %n weitere Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no validation run yet: validate the task.</source>
        <translation>Es gibt noch keinen Validierungslauf: Validieren Sie die Aufgabe.</translation>
    </message>
    <message>
        <source>The newest validation run is up to date</source>
        <translation>Der neueste Validierungslauf ist aktuell</translation>
    </message>
    <message>
        <source>Run %1 is out of date: %2.</source>
        <translation>Lauf %1 ist veraltet: %2.</translation>
    </message>
    <message>
        <source>The reference patch passes every FAIL_TO_PASS and PASS_TO_PASS test</source>
        <translation>Der Referenz-Patch besteht jeden FAIL_TO_PASS- und PASS_TO_PASS-Test</translation>
    </message>
    <message>
        <source>In run %1 the reference patch could not be checked: %2.</source>
        <translation>In Lauf %1 konnte der Referenz-Patch nicht geprüft werden: %2.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In run %1 the reference patch does not pass %2.</source>
        <translation>In Lauf %1 besteht der Referenz-Patch %2 nicht.</translation>
    </message>
    <message>
        <source>Without a patch, FAIL_TO_PASS tests fail and PASS_TO_PASS tests pass</source>
        <translation>Ohne Patch schlagen FAIL_TO_PASS-Tests fehl und PASS_TO_PASS-Tests bestehen</translation>
    </message>
    <message>
        <source>In run %1 the tests could not be checked without a patch: %2.</source>
        <translation>In Lauf %1 konnten die Tests ohne Patch nicht geprüft werden: %2.</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS %1 passed without the fix</source>
        <translation>FAIL_TO_PASS %1 hat ohne den Fix bestanden</translation>
    </message>
    <message>
        <source>PASS_TO_PASS %1 did not pass</source>
        <translation>PASS_TO_PASS %1 hat nicht bestanden</translation>
    </message>
    <message>
        <source>In run %1, with no patch applied: %2.</source>
        <translation>In Lauf %1, ohne angewandten Patch: %2.</translation>
    </message>
    <message>
        <source>No test is flaky</source>
        <translation>Kein Test ist instabil</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message>
        <source>In run %1 these tests changed status between repeats: %2.</source>
        <translation>In Lauf %1 haben diese Tests ihren Status zwischen Wiederholungen gewechselt: %2.</translation>
    </message>
    <message>
        <source>Every flag has a verdict</source>
        <translation>Jeder Befund hat ein Urteil</translation>
    </message>
    <message>
        <source>%1 (open)</source>
        <translation>%1 (offen)</translation>
    </message>
    <message>
        <source>%1 (needs a rerun)</source>
        <translation>%1 (erneuter Lauf nötig)</translation>
    </message>
    <message>
        <source>Flags without a verdict: %1.</source>
        <translation>Befunde ohne Urteil: %1.</translation>
    </message>
    <message>
        <source>Every spec is covered by a FAIL_TO_PASS or PASS_TO_PASS test</source>
        <translation>Jede Spezifikation ist durch einen FAIL_TO_PASS- oder PASS_TO_PASS-Test abgedeckt</translation>
    </message>
    <message>
        <source>No FAIL_TO_PASS or PASS_TO_PASS test covers %1.</source>
        <translation>Kein FAIL_TO_PASS- oder PASS_TO_PASS-Test deckt %1 ab.</translation>
    </message>
</context>
<context>
    <name>heddle::AssertionClasses</name>
    <message>
        <source>checks how a mock was called</source>
        <translation>prüft, wie ein Mock aufgerufen wurde</translation>
    </message>
    <message>
        <source>A valid patch may call its collaborators differently (other arguments, keywords, order or count) and still behave the same.</source>
        <translation>Ein gültiger Patch kann seine Kollaborateure anders aufrufen (andere Argumente, Schlüsselwörter, Reihenfolge oder Anzahl) und sich dennoch gleich verhalten.</translation>
    </message>
    <message>
        <source>depends on timing</source>
        <translation>hängt vom Timing ab</translation>
    </message>
    <message>
        <source>Wall-clock time, sleeps and durations depend on the machine and its load, not on whether the patch is right.</source>
        <translation>Uhrzeit, Wartezeiten und Dauern hängen von der Maschine und ihrer Last ab, nicht davon, ob der Patch richtig ist.</translation>
    </message>
    <message>
        <source>compares the exact text of an exception or message</source>
        <translation>vergleicht den genauen Text einer Ausnahme oder Meldung</translation>
    </message>
    <message>
        <source>A valid patch may word an error or a message differently; the statement rarely dictates the text.</source>
        <translation>Ein gültiger Patch kann einen Fehler oder eine Meldung anders formulieren; die Aufgabenstellung schreibt den Text selten vor.</translation>
    </message>
    <message>
        <source>reads a private attribute or function</source>
        <translation>liest ein privates Attribut oder eine private Funktion</translation>
    </message>
    <message>
        <source>A name with a leading underscore is internal: a valid patch may store or compute the same thing under another name.</source>
        <translation>Ein Name mit führendem Unterstrich ist intern: Ein gültiger Patch kann dasselbe unter einem anderen Namen speichern oder berechnen.</translation>
    </message>
    <message>
        <source>compares the order of an unordered container to a list</source>
        <translation>vergleicht die Reihenfolge eines ungeordneten Containers mit einer Liste</translation>
    </message>
    <message>
        <source>The order of a set, or of dict keys built another way, is not part of the behaviour unless the statement says so.</source>
        <translation>Die Reihenfolge eines Sets oder von anders erzeugten dict-Schlüsseln gehört nicht zum Verhalten, sofern die Aufgabenstellung es nicht sagt.</translation>
    </message>
    <message>
        <source>compares the repr or str of an object</source>
        <translation>vergleicht repr oder str eines Objekts</translation>
    </message>
    <message>
        <source>How an object prints is seldom specified; a valid patch may print it differently.</source>
        <translation>Wie ein Objekt ausgegeben wird, ist selten festgelegt; ein gültiger Patch kann es anders ausgeben.</translation>
    </message>
    <message>
        <source>compares floats for exact equality</source>
        <translation>vergleicht Gleitkommazahlen auf exakte Gleichheit</translation>
    </message>
    <message>
        <source>Another order of the same arithmetic rounds differently; pytest.approx would accept it.</source>
        <translation>Eine andere Reihenfolge derselben Arithmetik rundet anders; pytest.approx würde das akzeptieren.</translation>
    </message>
    <message>
        <source>checks identity or an exact type</source>
        <translation>prüft Identität oder einen exakten Typ</translation>
    </message>
    <message>
        <source>A valid patch may return an equal object, a copy or a subclass instead of the very object or type the test names.</source>
        <translation>Ein gültiger Patch kann ein gleiches Objekt, eine Kopie oder eine Unterklasse zurückgeben statt genau des Objekts oder Typs, den der Test nennt.</translation>
    </message>
</context>
<context>
    <name>heddle::AttemptMatrixModel</name>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>the patch does not apply: %1</source>
        <translation>der Patch lässt sich nicht anwenden: %1</translation>
    </message>
    <message>
        <source>the run ended %1%2</source>
        <translation>der Lauf endete mit %1%2</translation>
    </message>
    <message>
        <source>Reference: must pass all</source>
        <translation>Referenz: muss alle bestehen</translation>
    </message>
    <message>
        <source>The reference patch: a correct patch, so it must pass every FAIL_TO_PASS and PASS_TO_PASS test.</source>
        <translation>Der Referenz-Patch: ein korrekter Patch, er muss also jeden FAIL_TO_PASS- und PASS_TO_PASS-Test bestehen.</translation>
    </message>
    <message>
        <source>Empty patch: must fail FAIL_TO_PASS</source>
        <translation>Leerer Patch: FAIL_TO_PASS muss fehlschlagen</translation>
    </message>
    <message>
        <source>The repository without any patch: every FAIL_TO_PASS test must fail and every PASS_TO_PASS test must pass, or the tests cannot tell a fix from no fix.</source>
        <translation>Das Repository ohne jeden Patch: Jeder FAIL_TO_PASS-Test muss fehlschlagen und jeder PASS_TO_PASS-Test bestehen, sonst können die Tests einen Fix nicht vom Fehlen eines Fixes unterscheiden.</translation>
    </message>
    <message>
        <source>Attempt by %1, sample %2</source>
        <translation>Versuch von %1, Sample %2</translation>
    </message>
    <message>
        <source>Attempt %1: %2, sample %3</source>
        <translation>Versuch %1: %2, Sample %3</translation>
    </message>
    <message>
        <source>, agent %1</source>
        <translation>, Agent %1</translation>
    </message>
    <message>
        <source>Flag %1 (%2, %3, %4)</source>
        <translation>Befund %1 (%2, %3, %4)</translation>
    </message>
    <message>
        <source>Not run in validation run %1: %2.</source>
        <translation>In Validierungslauf %1 nicht ausgeführt: %2.</translation>
    </message>
    <message>
        <source>Not run: this attempt has no test results.</source>
        <translation>Nicht ausgeführt: Dieser Versuch hat keine Testergebnisse.</translation>
    </message>
    <message>
        <source>Not run yet: run validation to fill this row.</source>
        <translation>Noch nicht ausgeführt: Führen Sie die Validierung aus, um diese Zeile zu füllen.</translation>
    </message>
    <message>
        <source>%1 — %2: %3.</source>
        <translation>%1 — %2: %3.</translation>
    </message>
    <message>
        <source>Its test file could not be collected (a syntax or import error), so it never ran.</source>
        <translation>Seine Testdatei konnte nicht gesammelt werden (ein Syntax- oder Importfehler), daher wurde er nie ausgeführt.</translation>
    </message>
    <message>
        <source>Took %1 s.</source>
        <translation>Dauer: %1 s.</translation>
    </message>
    <message>
        <source>Untrustworthy run: %1.</source>
        <translation>Nicht vertrauenswürdiger Lauf: %1.</translation>
    </message>
    <message>
        <source>Changed since run %1: it was %2.</source>
        <translation>Geändert seit Lauf %1: vorher %2.</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: it must fail without a patch.</source>
        <translation>FAIL_TO_PASS: Ohne Patch muss er fehlschlagen.</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: a correct patch passes it.</source>
        <translation>FAIL_TO_PASS: Mit einem korrekten Patch besteht er.</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: it must pass without a patch too.</source>
        <translation>PASS_TO_PASS: Er muss auch ohne Patch bestehen.</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: a correct patch keeps it passing.</source>
        <translation>PASS_TO_PASS: Mit einem korrekten Patch besteht er weiterhin.</translation>
    </message>
    <message>
        <source>Not in FAIL_TO_PASS or PASS_TO_PASS; the reference patch %1 it.</source>
        <translation>Nicht in FAIL_TO_PASS oder PASS_TO_PASS; mit dem Referenz-Patch %1.</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht er</translation>
    </message>
    <message>
        <source>does not pass</source>
        <translation>besteht er nicht</translation>
    </message>
    <message>
        <source>Not in FAIL_TO_PASS or PASS_TO_PASS: nothing is expected of it.</source>
        <translation>Nicht in FAIL_TO_PASS oder PASS_TO_PASS: Von ihm wird nichts erwartet.</translation>
    </message>
    <message>
        <source>Mismatch: the reference patch should pass it; the test or the reference is broken.</source>
        <translation>Abweichung: Der Referenz-Patch sollte ihn bestehen; der Test oder die Referenz ist fehlerhaft.</translation>
    </message>
    <message>
        <source>Mismatch: it does not fail without a patch, so it cannot tell a fix from no fix.</source>
        <translation>Abweichung: Er schlägt ohne Patch nicht fehl und kann daher einen Fix nicht vom Fehlen eines Fixes unterscheiden.</translation>
    </message>
    <message>
        <source>Mismatch: it does not pass without a patch; the environment may be broken.</source>
        <translation>Abweichung: Er besteht ohne Patch nicht; die Umgebung ist möglicherweise fehlerhaft.</translation>
    </message>
    <message>
        <source>Mismatch: not what a correct patch gets.</source>
        <translation>Abweichung: nicht das Ergebnis eines korrekten Patches.</translation>
    </message>
    <message>
        <source>Covers no spec.</source>
        <translation>Deckt keine Spezifikation ab.</translation>
    </message>
    <message>
        <source>Covers %1.</source>
        <translation>Deckt %1 ab.</translation>
    </message>
    <message>
        <source>Results of validation run %1, which is stale: the tests or patches changed since.</source>
        <translation>Ergebnisse von Validierungslauf %1, der veraltet ist: Tests oder Patches haben sich seitdem geändert.</translation>
    </message>
    <message>
        <source>Results of validation run %1.</source>
        <translation>Ergebnisse von Validierungslauf %1.</translation>
    </message>
    <message>
        <source>Results stored with the attempt; no validation run yet.</source>
        <translation>Mit dem Versuch gespeicherte Ergebnisse; noch kein Validierungslauf.</translation>
    </message>
    <message>
        <source>Not run: %1.</source>
        <translation>Nicht ausgeführt: %1.</translation>
    </message>
    <message>
        <source>%1 of %2 declared tests as expected without a patch.</source>
        <translation>%1 von %2 deklarierten Tests wie ohne Patch erwartet.</translation>
    </message>
    <message>
        <source>Passes %1 of %2 declared tests.</source>
        <translation>Besteht %1 von %2 deklarierten Tests.</translation>
    </message>
    <message>
        <source>Covers %1 (%2)</source>
        <translation>Deckt %1 ab (%2)</translation>
    </message>
    <message>
        <source>In run %1: %2 attempts pass it, %3 fail it; it tells %4 apart.</source>
        <translation>In Lauf %1: %2 Versuche bestehen ihn, %3 nicht; er hebt %4 Versuche von den übrigen ab.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1/%2 as expected</source>
        <translation>%1/%2 wie erwartet</translation>
    </message>
    <message>
        <source>%1/%2 pass</source>
        <translation>%1/%2 bestanden</translation>
    </message>
    <message>
        <source>Ran as %1: the benchmark&apos;s harness cuts test ids at the first blank.</source>
        <translation>Lief als %1: das Harness des Benchmarks kürzt Test-IDs am ersten Leerzeichen.</translation>
    </message>
</context>
<context>
    <name>heddle::AttemptMatrixView</name>
    <message>
        <source>Attempts and tests</source>
        <translation>Versuche und Tests</translation>
    </message>
    <message>
        <source>1 attempt</source>
        <translation>1 Versuch</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 Versuche</translation>
    </message>
    <message>
        <source>1 test</source>
        <translation>1 Test</translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation>%1 Tests</translation>
    </message>
    <message>
        <source>1 cell not as a correct patch gets it</source>
        <translation>1 Zelle weicht vom Ergebnis eines korrekten Patches ab</translation>
    </message>
    <message>
        <source>%1 cells not as a correct patch gets them</source>
        <translation>%1 Zellen weichen vom Ergebnis eines korrekten Patches ab</translation>
    </message>
    <message>
        <source>run %1, stale: the tests or patches changed since</source>
        <translation>Lauf %1, veraltet: Tests oder Patches haben sich seitdem geändert</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>1 cell changed since run %1</source>
        <translation>1 Zelle seit Lauf %1 geändert</translation>
    </message>
    <message>
        <source>%1 cells changed since run %2</source>
        <translation>%1 Zellen seit Lauf %2 geändert</translation>
    </message>
    <message>
        <source>no validation run yet</source>
        <translation>noch kein Validierungslauf</translation>
    </message>
    <message>
        <source>The matrix is %1 px wide, %2 px are shown: scroll sideways for the rest.</source>
        <translation>Die Matrix ist %1 px breit, %2 px werden angezeigt: Scrollen Sie seitwärts, um den Rest zu sehen.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>erwarteter Fehlschlag</translation>
    </message>
    <message>
        <source>missing from the log</source>
        <translation>fehlt im Log</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>framed: not what a correct patch gets</source>
        <translation>umrahmt: nicht das Ergebnis eines korrekten Patches</translation>
    </message>
    <message>
        <source>FP flag</source>
        <translation>FP-Befund</translation>
    </message>
    <message>
        <source>FN flag</source>
        <translation>FN-Befund</translation>
    </message>
    <message>
        <source>underlined: a flag on the whole attempt</source>
        <translation>unterstrichen: ein Befund zum ganzen Versuch</translation>
    </message>
    <message>
        <source>dot: changed since the previous run</source>
        <translation>Punkt: seit dem vorigen Lauf geändert</translation>
    </message>
    <message>
        <source>n/m: declared tests the row gets as a correct patch should</source>
        <translation>n/m: deklarierte Tests, bei denen die Zeile das Ergebnis eines korrekten Patches erzielt</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>no spec</source>
        <translation>keine Spezifikation</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: tests a correct patch must turn from failing to passing.</source>
        <translation>FAIL_TO_PASS: Tests, die ein korrekter Patch von fehlschlagend zu bestanden bringen muss.</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: tests that pass before the change and must keep passing.</source>
        <translation>PASS_TO_PASS: Tests, die vor der Änderung bestehen und weiterhin bestehen müssen.</translation>
    </message>
    <message>
        <source>Other tests the runs reported, outside FAIL_TO_PASS and PASS_TO_PASS.</source>
        <translation>Andere von den Läufen gemeldete Tests außerhalb von FAIL_TO_PASS und PASS_TO_PASS.</translation>
    </message>
    <message>
        <source>These tests cover no spec.</source>
        <translation>Diese Tests decken keine Spezifikation ab.</translation>
    </message>
    <message>
        <source>the reference was not tested: %1</source>
        <translation>die Referenz wurde nicht getestet: %1</translation>
    </message>
</context>
<context>
    <name>heddle::BeatOrderText</name>
    <message>
        <source>cannot read the presentation&apos;s order of beats</source>
        <translation>die Reihenfolge der Stationen der Präsentation kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>expected an array of beats</source>
        <translation>Array von Stationen erwartet</translation>
    </message>
    <message>
        <source>expected an object with a string &quot;id&quot;</source>
        <translation>Objekt mit einer Zeichenkette „id“ erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>The presentation&apos;s order of beats was not saved: cannot write %1.</source>
        <translation>Die Reihenfolge der Stationen der Präsentation wurde nicht gespeichert: %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>heddle::BeatPages</name>
    <message>
        <source>Reference patch</source>
        <translation>Referenz-Patch</translation>
    </message>
    <message>
        <source>Empty patch</source>
        <translation>Leerer Patch</translation>
    </message>
    <message>
        <source>did not apply</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed to start</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>over a limit</source>
        <translation>Limit überschritten</translation>
    </message>
    <message>
        <source>Beat text</source>
        <translation>Stationstext</translation>
    </message>
    <message>
        <source>Interaction graph</source>
        <translation>Interaktionsgraph</translation>
    </message>
    <message>
        <source>Attempts and tests</source>
        <translation>Versuche und Tests</translation>
    </message>
    <message>
        <source>Validation result</source>
        <translation>Validierungsergebnis</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Tests passed</source>
        <translation>Bestandene Tests</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <source>The task has no query.</source>
        <translation>Die Aufgabe hat keine Aufgabenstellung.</translation>
    </message>
    <message>
        <source>No covering test: a passing attempt says nothing about this spec.</source>
        <translation>Kein abdeckender Test: Ein bestandener Versuch sagt nichts über diese Spezifikation aus.</translation>
    </message>
    <message>
        <source>Covered by %1</source>
        <translation>Abgedeckt durch %1</translation>
    </message>
    <message>
        <source>%1 (%2) interacts with %3.</source>
        <translation>%1 (%2) interagiert mit %3.</translation>
    </message>
    <message>
        <source>No test covers it.</source>
        <translation>Kein Test deckt sie ab.</translation>
    </message>
    <message numerus="yes">
        <source>Covered by %n test(s).</source>
        <translation>
            <numerusform>Von %n Test abgedeckt.</numerusform>
            <numerusform>Von %n Tests abgedeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The task has no flag %1.</source>
        <translation>Die Aufgabe hat keinen Befund %1.</translation>
    </message>
    <message>
        <source>False positive: the tests pass a wrong patch</source>
        <translation>Falsch positiv: Die Tests lassen einen falschen Patch bestehen</translation>
    </message>
    <message>
        <source>False negative: the tests reject a valid patch</source>
        <translation>Falsch negativ: Die Tests lehnen einen gültigen Patch ab</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>specs %1</source>
        <translation>Spezifikationen %1</translation>
    </message>
    <message>
        <source>confidence %1%</source>
        <translation>Konfidenz %1 %</translation>
    </message>
    <message>
        <source>The flag cites no evidence.</source>
        <translation>Der Befund nennt keine Belege.</translation>
    </message>
    <message>
        <source>The task has not been validated yet: no run of the reference, the empty patch or an attempt is recorded.</source>
        <translation>Die Aufgabe wurde noch nicht validiert: Es ist kein Lauf des Referenz-Patches, des leeren Patches oder eines Versuchs aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>The newest run of each patch, against the %n listed test(s).</source>
        <translation>
            <numerusform>Der neueste Lauf jedes Patches, gegen den einen aufgeführten Test.</numerusform>
            <numerusform>Der neueste Lauf jedes Patches, gegen die %n aufgeführten Tests.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds</source>
        <translation>hält</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>schlägt fehl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
</context>
<context>
    <name>heddle::BeatText</name>
    <message>
        <source>Query</source>
        <translation>Aufgabenstellung</translation>
    </message>
    <message>
        <source>Specs: %1</source>
        <translation>Spezifikationen: %1</translation>
    </message>
    <message>
        <source>Interactions of %1</source>
        <translation>Interaktionen von %1</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>Versuche × Tests</translation>
    </message>
    <message>
        <source>Flag %1 (%2)</source>
        <translation>Befund %1 (%2)</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Interactions of %1 (no covering test)</source>
        <translation>Interaktionen von %1 (kein abdeckender Test)</translation>
    </message>
</context>
<context>
    <name>heddle::BeatsDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Beats of the Presentation</source>
        <translation>Stationen der Präsentation</translation>
    </message>
    <message>
        <source>Beats</source>
        <translation>Stationen</translation>
    </message>
    <message>
        <source>Untick a beat to skip it. The order is saved with the task.</source>
        <translation>Entfernen Sie das Häkchen bei einer Station, um sie zu überspringen. Die Reihenfolge wird mit der Aufgabe gespeichert.</translation>
    </message>
</context>
<context>
    <name>heddle::BehaviourFlagController</name>
    <message>
        <source>Raise &amp;Behaviour Flags</source>
        <translation>Verhaltens&amp;befunde erheben</translation>
    </message>
    <message>
        <source>Run the saved searches that raise flags on the shown task: each attempt whose trajectory one matches gets an FP flag with the matching steps as evidence</source>
        <translation>Die gespeicherten Suchen, die Befunde erheben, auf die angezeigte Aufgabe anwenden: Jeder Versuch, dessen Trajektorie eine davon trifft, erhält einen FP-Befund mit den passenden Schritten als Beleg</translation>
    </message>
    <message>
        <source>Raise Behaviour Flags on Every Task in the &amp;Queue</source>
        <translation>&amp;Verhaltensbefunde für alle Aufgaben der Warteschlange erheben</translation>
    </message>
    <message>
        <source>Raising behaviour flags…</source>
        <translation>Verhaltensbefunde werden erhoben…</translation>
    </message>
    <message>
        <source>The behaviour flags could not be raised.</source>
        <translation>Die Verhaltensbefunde konnten nicht erhoben werden.</translation>
    </message>
    <message>
        <source>Raise behaviour flags on %1</source>
        <translation>Verhaltensbefunde für %1 erheben</translation>
    </message>
    <message numerus="yes">
        <source>Raise behaviour flags on %n task(s)</source>
        <translation>
            <numerusform>Verhaltensbefunde für %n Aufgabe erheben</numerusform>
            <numerusform>Verhaltensbefunde für %n Aufgaben erheben</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved searches that raise flags, run on the trajectories; verdicts given are kept.

%1</source>
        <translation>Die gespeicherten Suchen, die Befunde erheben, angewandt auf die Trajektorien; bereits gegebene Urteile bleiben erhalten.

%1</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) could not be read or written.</source>
        <translation>
            <numerusform>%n Aufgabe konnte nicht gelesen oder geschrieben werden.</numerusform>
            <numerusform>%n Aufgaben konnten nicht gelesen oder geschrieben werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behaviour flag(s) raised; nothing changed.</source>
        <translation>
            <numerusform>%n Verhaltensbefund erhoben; nichts geändert.</numerusform>
            <numerusform>%n Verhaltensbefunde erhoben; nichts geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The flags of %n task(s) changed; %1 behaviour flag(s) raised.</source>
        <translation>
            <numerusform>Die Befunde von %n Aufgabe haben sich geändert; Verhaltensbefunde erhoben: %1.</numerusform>
            <numerusform>Die Befunde von %n Aufgaben haben sich geändert; Verhaltensbefunde erhoben: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::BehaviourFlags</name>
    <message>
        <source>The saved search “%1” cannot be run: %2</source>
        <translation>Die gespeicherte Suche „%1“ kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>The trajectory matches the saved search “%1” at step(s) %2: the patch may come from what the agent found there rather than from solving the task, and the tests cannot tell. Query: %3</source>
        <translation>Die Trajektorie trifft die gespeicherte Suche „%1“ bei Schritt(en) %2: Der Patch stammt möglicherweise aus dem, was der Agent dort gefunden hat, statt aus der Lösung der Aufgabe, und die Tests können das nicht erkennen. Suchanfrage: %3</translation>
    </message>
</context>
<context>
    <name>heddle::CommandPalette</name>
    <message>
        <source>Type a command</source>
        <translation>Befehl eingeben</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
</context>
<context>
    <name>heddle::ComputedFlags</name>
    <message>
        <source>Run %1: the FAIL_TO_PASS test %2 passed without any patch, so it does not need the fix and cannot tell a correct patch from a wrong one.</source>
        <translation>Lauf %1: Der FAIL_TO_PASS-Test %2 hat ohne jeden Patch bestanden; er benötigt den Fix also nicht und kann einen korrekten Patch nicht von einem falschen unterscheiden.</translation>
    </message>
    <message>
        <source>Run %1: the reference patch did not pass the %2 test %3 (%4), so the test rejects a correct solution.</source>
        <translation>Lauf %1: Der Referenz-Patch hat den %2-Test %3 nicht bestanden (%4); der Test lehnt also eine korrekte Lösung ab.</translation>
    </message>
    <message>
        <source>Spec %1 names no test that checks it, so a patch can ignore it and still pass (task as checked with run %2).</source>
        <translation>Spezifikation %1 nennt keinen Test, der sie prüft; ein Patch kann sie also ignorieren und trotzdem bestehen (Aufgabe geprüft mit Lauf %2).</translation>
    </message>
    <message>
        <source>Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, so a patch can ignore it and still pass (task as checked with run %3).</source>
        <translation>Spezifikation %1 wird nur von %2 geprüft, von denen keiner in FAIL_TO_PASS oder PASS_TO_PASS ist; ein Patch kann sie also ignorieren und trotzdem bestehen (Aufgabe geprüft mit Lauf %3).</translation>
    </message>
    <message>
        <source>Review flag %1 says attempt %2 is wrong, yet in run %3 it passed every FAIL_TO_PASS and PASS_TO_PASS test: the tests accept it.</source>
        <translation>Review-Befund %1 hält Versuch %2 für falsch, doch in Lauf %3 hat er jeden FAIL_TO_PASS- und PASS_TO_PASS-Test bestanden: Die Tests akzeptieren ihn.</translation>
    </message>
    <message>
        <source>Run %1: the test %2 failed in every attempt that ran it (%3), including %4, which no review flag calls wrong. The test may reject valid patches.</source>
        <translation>Lauf %1: Der Test %2 ist in jedem Versuch fehlgeschlagen, der ihn ausgeführt hat (%3), einschließlich %4, den kein Review-Befund für falsch hält. Der Test lehnt möglicherweise gültige Patches ab.</translation>
    </message>
    <message>
        <source>Run %1: the test %2 gave different results across repeats of the same patch (%3). A flaky test rejects valid patches at random.</source>
        <translation>Lauf %1: Der Test %2 lieferte bei Wiederholungen desselben Patches unterschiedliche Ergebnisse (%3). Ein instabiler Test lehnt gültige Patches zufällig ab.</translation>
    </message>
    <message>
        <source>The flags computed from run %1 were not saved: cannot write %2 (%3).</source>
        <translation>Die aus Lauf %1 berechneten Befunde wurden nicht gespeichert: %2 kann nicht geschrieben werden (%3).</translation>
    </message>
    <message>
        <source>Spec %1 names no test that checks it, so a patch can ignore it and still pass (found when the task was edited).</source>
        <translation>Spezifikation %1 nennt keinen Test, der sie prüft; ein Patch kann sie also ignorieren und trotzdem bestehen (beim Bearbeiten der Aufgabe gefunden).</translation>
    </message>
    <message>
        <source>Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, so a patch can ignore it and still pass (found when the task was edited).</source>
        <translation>Spezifikation %1 wird nur von %2 geprüft, von denen keiner in FAIL_TO_PASS oder PASS_TO_PASS ist; ein Patch kann sie also ignorieren und trotzdem bestehen (beim Bearbeiten der Aufgabe gefunden).</translation>
    </message>
</context>
<context>
    <name>heddle::ConflictDialog</name>
    <message>
        <source>unresolved</source>
        <translation>ungelöst</translation>
    </message>
    <message>
        <source>ours</source>
        <translation>unsere</translation>
    </message>
    <message>
        <source>theirs</source>
        <translation>deren</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
    <message numerus="yes">
        <source>%n changed line(s)</source>
        <translation>
            <numerusform>%n geänderte Zeile</numerusform>
            <numerusform>%n geänderte Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve Sync Conflicts</source>
        <translation>Synchronisierungskonflikte lösen</translation>
    </message>
    <message>
        <source>This copy and the remote both changed these files in ways that do not merge. Choose the version to keep for each file; nothing is changed until you press OK.</source>
        <translation>Diese Kopie und das Remote haben diese Dateien auf nicht zusammenführbare Weise geändert. Wählen Sie für jede Datei die Version, die behalten werden soll; es wird nichts geändert, bevor Sie OK drücken.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Base (the common ancestor)</source>
        <translation>Basis (der gemeinsame Vorfahre)</translation>
    </message>
    <message>
        <source>Show &amp;Base</source>
        <translation>&amp;Basis anzeigen</translation>
    </message>
    <message>
        <source>Show the version both sides started from.</source>
        <translation>Die Version anzeigen, von der beide Seiten ausgegangen sind.</translation>
    </message>
    <message>
        <source>Keep &amp;Ours</source>
        <translation>&amp;Unsere behalten</translation>
    </message>
    <message>
        <source>Resolve with this copy&apos;s version.</source>
        <translation>Mit der Version dieser Kopie auflösen.</translation>
    </message>
    <message>
        <source>Keep &amp;Theirs</source>
        <translation>&amp;Deren behalten</translation>
    </message>
    <message>
        <source>Resolve with the remote&apos;s version.</source>
        <translation>Mit der Version des Remotes auflösen.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>B&amp;earbeiten</translation>
    </message>
    <message>
        <source>Write the resolution yourself, starting from one side.</source>
        <translation>Die Auflösung selbst schreiben, ausgehend von einer Seite.</translation>
    </message>
    <message>
        <source>Start from Ours</source>
        <translation>Von unserer Version ausgehen</translation>
    </message>
    <message>
        <source>Start from Theirs</source>
        <translation>Von deren Version ausgehen</translation>
    </message>
    <message>
        <source>%1 (outside the dataset)</source>
        <translation>%1 (außerhalb des Datensatzes)</translation>
    </message>
    <message>
        <source>No conflicts.</source>
        <translation>Keine Konflikte.</translation>
    </message>
    <message>
        <source>Ours (this copy)</source>
        <translation>Unsere (diese Kopie)</translation>
    </message>
    <message>
        <source>Theirs (the remote)</source>
        <translation>Deren (das Remote)</translation>
    </message>
    <message>
        <source>This copy deleted the file.</source>
        <translation>Diese Kopie hat die Datei gelöscht.</translation>
    </message>
    <message>
        <source>The remote deleted the file.</source>
        <translation>Das Remote hat die Datei gelöscht.</translation>
    </message>
    <message>
        <source>%1: deleted</source>
        <translation>%1: gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>A binary file of %n byte(s); it cannot be shown.</source>
        <translation>
            <numerusform>Eine Binärdatei mit %n Byte; sie kann nicht angezeigt werden.</numerusform>
            <numerusform>Eine Binärdatei mit %n Byte; sie kann nicht angezeigt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: binary</source>
        <translation>%1: binär</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Both sides added the file: there is no common ancestor. Changed lines are marked against the other side.</source>
        <translation>Beide Seiten haben die Datei hinzugefügt: Es gibt keinen gemeinsamen Vorfahren. Geänderte Zeilen sind gegenüber der anderen Seite markiert.</translation>
    </message>
    <message>
        <source>This copy deleted the file and the remote changed it. A resolution can only keep the remote&apos;s version; to delete the file, delete it after the sync.</source>
        <translation>Diese Kopie hat die Datei gelöscht und das Remote hat sie geändert. Eine Auflösung kann nur die Version des Remotes behalten; um die Datei zu löschen, löschen Sie sie nach der Synchronisierung.</translation>
    </message>
    <message>
        <source>The remote deleted the file and this copy changed it. A resolution can only keep this copy&apos;s version; to delete the file, delete it after the sync.</source>
        <translation>Das Remote hat die Datei gelöscht und diese Kopie hat sie geändert. Eine Auflösung kann nur die Version dieser Kopie behalten; um die Datei zu löschen, löschen Sie sie nach der Synchronisierung.</translation>
    </message>
    <message>
        <source>Both sides added this file.</source>
        <translation>Beide Seiten haben diese Datei hinzugefügt.</translation>
    </message>
    <message>
        <source>A binary file cannot be edited here: keep one side.</source>
        <translation>Eine Binärdatei kann hier nicht bearbeitet werden: Behalten Sie eine Seite.</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Replace your edit of %1 with %2?</source>
        <translation>Ihre Bearbeitung von %1 durch %2 ersetzen?</translation>
    </message>
    <message>
        <source>this copy&apos;s version</source>
        <translation>die Version dieser Kopie</translation>
    </message>
    <message>
        <source>the remote&apos;s version</source>
        <translation>die Version des Remotes</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Resolution of %1 (edited)</source>
        <translation>Auflösung von %1 (bearbeitet)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n file(s) resolved</source>
        <translation>
            <numerusform>%1 von %n Datei aufgelöst</numerusform>
            <numerusform>%1 von %n Dateien aufgelöst</numerusform>
        </translation>
    </message>
    <message>
        <source>Conflicting files</source>
        <translation>Dateien mit Konflikten</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Deren</translation>
    </message>
</context>
<context>
    <name>heddle::CurationController</name>
    <message>
        <source>&amp;Approve and Next Task</source>
        <translation>&amp;Freigeben und nächste Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Reject and Next Task…</source>
        <translation>&amp;Ablehnen und nächste Aufgabe…</translation>
    </message>
    <message>
        <source>&amp;Start Review</source>
        <translation>&amp;Prüfung starten</translation>
    </message>
    <message>
        <source>Needs Re&amp;pair</source>
        <translation>&amp;Reparatur nötig</translation>
    </message>
    <message>
        <source>Re&amp;open…</source>
        <translation>&amp;Wieder öffnen…</translation>
    </message>
    <message>
        <source>Assign &amp;To…</source>
        <translation>&amp;Zuweisen an…</translation>
    </message>
    <message>
        <source>Assign to &amp;Me</source>
        <translation>M&amp;ir zuweisen</translation>
    </message>
    <message>
        <source>&amp;Blind Review</source>
        <translation>&amp;Blindprüfung</translation>
    </message>
    <message>
        <source>Hide the review agent&apos;s flags, the models and other curators&apos; decisions until you have recorded your own verdict on the task</source>
        <translation>Die Befunde des Review-Agenten, die Modelle und die Entscheidungen anderer Kuratoren ausblenden, bis Sie Ihr eigenes Urteil zur Aufgabe erfasst haben</translation>
    </message>
    <message>
        <source>Status not changed</source>
        <translation>Status nicht geändert</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Approve (override)</source>
        <translation>Freigeben (Kriterien übergangen)</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Send to repair</source>
        <translation>Zur Reparatur geben</translation>
    </message>
    <message>
        <source>Start reviewing</source>
        <translation>Prüfung beginnen</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Wieder öffnen</translation>
    </message>
    <message>
        <source>Gates overridden: %1</source>
        <translation>Übergangene Kriterien: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Approve despite failing gates?</source>
        <translation>Trotz nicht erfüllter Kriterien freigeben?</translation>
    </message>
    <message>
        <source>%1 does not pass every approval gate:

%2

To approve it anyway, write why. The approval is recorded as an override of these gates.</source>
        <translation>%1 erfüllt nicht alle Freigabekriterien:

%2

Um die Aufgabe trotzdem freizugeben, geben Sie eine Begründung an. Die Freigabe wird als Übergehen dieser Kriterien erfasst.</translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation>%1 wieder öffnen</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Blind review: record your own verdict on the task first.</source>
        <translation>Blindprüfung: Erfassen Sie zuerst Ihr eigenes Urteil zur Aufgabe.</translation>
    </message>
    <message>
        <source>The task cannot be read</source>
        <translation>Die Aufgabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is %2: it cannot become %3.</source>
        <translation>%1 hat den Status „%2“ und kann nicht zu „%3“ wechseln.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Assign %1</source>
        <translation>%1 zuweisen</translation>
    </message>
    <message>
        <source>Curator (empty: nobody):</source>
        <translation>Kurator (leer: niemand):</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Unassign %1</source>
        <translation>Zuweisung von %1 aufheben</translation>
    </message>
    <message>
        <source>Assign %1 to %2</source>
        <translation>%1 an %2 zuweisen</translation>
    </message>
    <message>
        <source>Blind verdict not saved</source>
        <translation>Blindurteil nicht gespeichert</translation>
    </message>
    <message>
        <source>the tests pass a wrong patch</source>
        <translation>die Tests lassen einen falschen Patch bestehen</translation>
    </message>
    <message>
        <source>the tests reject a valid patch</source>
        <translation>die Tests lehnen einen gültigen Patch ab</translation>
    </message>
    <message>
        <source>Blind verdict on %1: %2</source>
        <translation>Blindurteil zu %1: %2</translation>
    </message>
    <message>
        <source>tests look right</source>
        <translation>Tests wirken korrekt</translation>
    </message>
    <message>
        <source>Your verdict is recorded; the flags, models and decisions are shown.</source>
        <translation>Ihr Urteil ist erfasst; Befunde, Modelle und Entscheidungen werden angezeigt.</translation>
    </message>
</context>
<context>
    <name>heddle::CurationPanel</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start Review</source>
        <translation>Prüfung starten</translation>
    </message>
    <message>
        <source>Back to Review</source>
        <translation>Zurück zur Prüfung</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>Wieder öffnen…</translation>
    </message>
    <message>
        <source>Needs Repair</source>
        <translation>Reparatur nötig</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>Ablehnen…</translation>
    </message>
    <message>
        <source>Assign…</source>
        <translation>Zuweisen…</translation>
    </message>
    <message>
        <source>Your verdict first (blind review)</source>
        <translation>Zuerst Ihr Urteil (Blindprüfung)</translation>
    </message>
    <message>
        <source>The tests pass a wrong patch (false positive)</source>
        <translation>Tests lassen einen falschen Patch bestehen (falsch positiv)</translation>
    </message>
    <message>
        <source>The tests reject a valid patch (false negative)</source>
        <translation>Tests lehnen einen gültigen Patch ab (falsch negativ)</translation>
    </message>
    <message>
        <source>Record and Reveal</source>
        <translation>Erfassen und aufdecken</translation>
    </message>
    <message>
        <source>Approval gate</source>
        <translation>Freigabekriterium</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Was nicht stimmt</translation>
    </message>
    <message>
        <source>Enter or double-click a gate to see what it is about.</source>
        <translation>Drücken Sie Enter oder doppelklicken Sie auf ein Kriterium, um zu sehen, worum es geht.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>What you found, in a sentence or two</source>
        <translation>Was Sie gefunden haben, in ein oder zwei Sätzen</translation>
    </message>
    <message>
        <source>The review agent&apos;s flags, the models and other curators&apos; decisions stay hidden until you record what you think of this task&apos;s tests.</source>
        <translation>Die Befunde des Review-Agenten, die Modelle und die Entscheidungen anderer Kuratoren bleiben verborgen, bis Sie erfassen, was Sie von den Tests dieser Aufgabe halten.</translation>
    </message>
    <message>
        <source>No task</source>
        <translation>Keine Aufgabe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Assigned to %1</source>
        <translation>Zugewiesen an %1</translation>
    </message>
    <message>
        <source>passes: </source>
        <translation>erfüllt: </translation>
    </message>
    <message>
        <source>fails: </source>
        <translation>nicht erfüllt: </translation>
    </message>
    <message>
        <source>Passes.</source>
        <translation>Erfüllt.</translation>
    </message>
    <message>
        <source>Approve (%1 gates fail)…</source>
        <translation>Freigeben (%1 Kriterien nicht erfüllt)…</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (override: %1)</source>
        <translation> (übergangen: %1)</translation>
    </message>
    <message>
        <source>No decisions yet.</source>
        <translation>Noch keine Entscheidungen.</translation>
    </message>
    <message>
        <source>Decisions, newest first:</source>
        <translation>Entscheidungen, neueste zuerst:</translation>
    </message>
    <message>
        <source>Approval gates</source>
        <translation>Freigabekriterien</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
</context>
<context>
    <name>heddle::CurationWorkflow</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>in Reparatur</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>The curation of task %1 was not saved: cannot write %2 (%3).</source>
        <translation>Die Kuratierung von Aufgabe %1 wurde nicht gespeichert: %2 kann nicht geschrieben werden (%3).</translation>
    </message>
    <message>
        <source>Task %1 cannot go from %2 to %3; from %2 it can go to: %4.</source>
        <translation>Aufgabe %1 kann nicht von %2 zu %3 wechseln; von %2 aus möglich: %4.</translation>
    </message>
    <message>
        <source>The change of task %1 needs the name of the curator who makes it.</source>
        <translation>Die Änderung an Aufgabe %1 erfordert den Namen des Kurators, der sie vornimmt.</translation>
    </message>
    <message>
        <source>Rejecting task %1 needs a reason.</source>
        <translation>Das Ablehnen von Aufgabe %1 erfordert eine Begründung.</translation>
    </message>
    <message>
        <source>Reopening task %1 needs a reason.</source>
        <translation>Das Wiederöffnen von Aufgabe %1 erfordert eine Begründung.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Task %1 cannot be approved yet. %2</source>
        <translation>Aufgabe %1 kann noch nicht freigegeben werden. %2</translation>
    </message>
    <message>
        <source>Approving task %1 despite %2 needs a reason.</source>
        <translation>Die Freigabe von Aufgabe %1 trotz %2 erfordert eine Begründung.</translation>
    </message>
    <message>
        <source>Assigning task %1 needs the name of the curator who assigns it.</source>
        <translation>Die Zuweisung von Aufgabe %1 erfordert den Namen des Kurators, der sie zuweist.</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetCommitter</name>
    <message>
        <source>Saved, but not committed: %1</source>
        <translation>Gespeichert, aber nicht committet: %1</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetHistory</name>
    <message>
        <source>%1: cannot read the tree of HEAD in %2</source>
        <translation>%1: Der Baum von HEAD in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot read the index of %2</source>
        <translation>%1: Der Index von %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot read the status of %2 in %3</source>
        <translation>%1: Der Status von %2 in %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot stage %2 in %3</source>
        <translation>%1: %2 kann in %3 nicht für den Commit vorgemerkt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the index of %2</source>
        <translation>%1: Der Index von %2 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: out of memory</source>
        <translation>%1: Speicher erschöpft</translation>
    </message>
    <message>
        <source>%1: cannot add %2 to the commit in %3</source>
        <translation>%1: %2 kann in %3 nicht zum Commit hinzugefügt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the tree in %2</source>
        <translation>%1: Der Baum kann in %2 nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot read the new tree in %2</source>
        <translation>%1: Der neue Baum in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot commit in %2</source>
        <translation>%1: In %2 kann nicht committet werden</translation>
    </message>
    <message>
        <source>%1: the commit %2 is not in %3</source>
        <translation>%1: Der Commit %2 ist nicht in %3</translation>
    </message>
    <message>
        <source>%1: %2 is not a commit in %3</source>
        <translation>%1: %2 ist kein Commit in %3</translation>
    </message>
    <message>
        <source>Finding the repository</source>
        <translation>Repository wird gesucht</translation>
    </message>
    <message>
        <source>Starting the history of %1</source>
        <translation>Verlauf von %1 wird angelegt</translation>
    </message>
    <message>
        <source>%1: the dataset is already in the git repository %2</source>
        <translation>%1: Der Datensatz befindet sich bereits im Git-Repository %2</translation>
    </message>
    <message>
        <source>%1: a commit needs the author&apos;s name and email</source>
        <translation>%1: Ein Commit erfordert Namen und E-Mail-Adresse des Autors</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: %2 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: git init failed</source>
        <translation>%1: git init ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Start the history of the dataset</source>
        <translation>Verlauf des Datensatzes anlegen</translation>
    </message>
    <message>
        <source>Committing in %1</source>
        <translation>Commit in %1</translation>
    </message>
    <message>
        <source>%1: no files were named</source>
        <translation>%1: Es wurden keine Dateien genannt</translation>
    </message>
    <message>
        <source>%1: the commit message is empty</source>
        <translation>%1: Die Commit-Nachricht ist leer</translation>
    </message>
    <message>
        <source>%1: %2 is outside the dataset folder</source>
        <translation>%1: %2 liegt außerhalb des Datensatzordners</translation>
    </message>
    <message>
        <source>Reading the history of task %1</source>
        <translation>Verlauf von Aufgabe %1 wird gelesen</translation>
    </message>
    <message>
        <source>%1: %2 is not a task id</source>
        <translation>%1: %2 ist keine Aufgaben-ID</translation>
    </message>
    <message>
        <source>%1: cannot walk the history of %2</source>
        <translation>%1: Der Verlauf von %2 kann nicht durchlaufen werden</translation>
    </message>
    <message>
        <source>%1: cannot read commit %2 in %3</source>
        <translation>%1: Commit %2 in %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot read a parent of %2 in %3</source>
        <translation>%1: Ein Eltern-Commit von %2 in %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Showing commit %1</source>
        <translation>Commit %1 wird angezeigt</translation>
    </message>
    <message>
        <source>%1: cannot read its tree in %2</source>
        <translation>%1: Sein Baum in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot read its parent in %2</source>
        <translation>%1: Sein Eltern-Commit in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot compute the diff in %2</source>
        <translation>%1: Der Diff in %2 kann nicht berechnet werden</translation>
    </message>
    <message>
        <source>%1: cannot format the diff in %2</source>
        <translation>%1: Der Diff in %2 kann nicht formatiert werden</translation>
    </message>
    <message>
        <source>Reverting commit %1</source>
        <translation>Commit %1 wird rückgängig gemacht</translation>
    </message>
    <message>
        <source>%1: %2 has no commits</source>
        <translation>%1: %2 hat keine Commits</translation>
    </message>
    <message>
        <source>%1: cannot compute the revert in %2</source>
        <translation>%1: Das Rückgängigmachen kann in %2 nicht berechnet werden</translation>
    </message>
    <message>
        <source>%1: these files changed since, and undoing the commit would conflict with the later changes: %2</source>
        <translation>%1: Diese Dateien haben sich seitdem geändert, und das Rückgängigmachen des Commits würde mit den späteren Änderungen kollidieren: %2</translation>
    </message>
    <message>
        <source>%1: cannot read HEAD in %2</source>
        <translation>%1: HEAD in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot list the remotes of %2</source>
        <translation>%1: Die Remotes von %2 können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>%1: %2 has no remote; name the shared repository (a folder or a URL)</source>
        <translation>%1: %2 hat kein Remote; geben Sie das gemeinsame Repository an (einen Ordner oder eine URL)</translation>
    </message>
    <message>
        <source>%1: cannot add the remote origin (%2) to %3</source>
        <translation>%1: Das Remote origin (%2) kann nicht zu %3 hinzugefügt werden</translation>
    </message>
    <message>
        <source>%1: cannot read the remote %2 of %3</source>
        <translation>%1: Das Remote %2 von %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Pushing %1 to %2</source>
        <translation>%1 wird nach %2 gepusht</translation>
    </message>
    <message>
        <source>%1: the remote %2 is not a bare repository and has %3 checked out, so it cannot take a push; share the dataset through a bare repository (git init --bare)</source>
        <translation>%1: Das Remote %2 ist kein Bare-Repository und hat %3 ausgecheckt, daher kann es keinen Push annehmen; teilen Sie den Datensatz über ein Bare-Repository (git init --bare)</translation>
    </message>
    <message>
        <source>%1: the remote %2 is not a bare repository, so it cannot take a push; share the dataset through a bare repository (git init --bare)</source>
        <translation>%1: Das Remote %2 ist kein Bare-Repository, daher kann es keinen Push annehmen; teilen Sie den Datensatz über ein Bare-Repository (git init --bare)</translation>
    </message>
    <message>
        <source>%1: the push failed</source>
        <translation>%1: Der Push ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: the remote refused the push (sync again to take its new commits first)</source>
        <translation>%1: Das Remote hat den Push abgelehnt (synchronisieren Sie zuerst erneut, um seine neuen Commits zu übernehmen)</translation>
    </message>
    <message>
        <source>%1: these files have changes that are not committed; save or discard them first: %2</source>
        <translation>%1: Diese Dateien haben nicht committete Änderungen; speichern oder verwerfen Sie sie zuerst: %2</translation>
    </message>
    <message>
        <source>%1: cannot read %2/%3</source>
        <translation>%1: %2/%3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot write the merged tree</source>
        <translation>%1: Der zusammengeführte Baum kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot read the merged tree</source>
        <translation>%1: Der zusammengeführte Baum kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot make the merge commit</source>
        <translation>%1: Der Merge-Commit kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Syncing %1</source>
        <translation>%1 wird synchronisiert</translation>
    </message>
    <message>
        <source>%1: cannot fetch from %2</source>
        <translation>%1: Von %2 kann nicht abgerufen werden</translation>
    </message>
    <message>
        <source>%1: %2 and %3/%4 have no history in common</source>
        <translation>%1: %2 und %3/%4 haben keinen gemeinsamen Verlauf</translation>
    </message>
    <message>
        <source>%1: cannot find the common ancestor with %2/%3</source>
        <translation>%1: Der gemeinsame Vorfahre mit %2/%3 kann nicht gefunden werden</translation>
    </message>
    <message>
        <source>%1: cannot read the tree of %2/%3</source>
        <translation>%1: Der Baum von %2/%3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot merge %2/%3</source>
        <translation>%1: %2/%3 kann nicht zusammengeführt werden</translation>
    </message>
    <message>
        <source>Completing the merge in %1</source>
        <translation>Zusammenführung in %1 wird abgeschlossen</translation>
    </message>
    <message>
        <source>%1: there is no merge to complete with %2/%3; sync again</source>
        <translation>%1: Es gibt keine abzuschließende Zusammenführung mit %2/%3; synchronisieren Sie erneut</translation>
    </message>
    <message>
        <source>%1: these files still need a choice: %2</source>
        <translation>%1: Für diese Dateien muss noch eine Version gewählt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot store the chosen version of %2</source>
        <translation>%1: Die gewählte Version von %2 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1: cannot take the chosen version of %2</source>
        <translation>%1: Die gewählte Version von %2 kann nicht übernommen werden</translation>
    </message>
    <message>
        <source>%1: the merge still has conflicts</source>
        <translation>%1: Die Zusammenführung hat noch Konflikte</translation>
    </message>
    <message>
        <source>%1: the dataset folder %2 does not exist</source>
        <translation>%1: Der Datensatzordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: the dataset %2 is not in a git repository</source>
        <translation>%1: Der Datensatz %2 befindet sich in keinem Git-Repository</translation>
    </message>
    <message>
        <source>%1: the dataset %2 is inside a bare repository, which has no work tree</source>
        <translation>%1: Der Datensatz %2 befindet sich in einem Bare-Repository, das keinen Arbeitsbaum hat</translation>
    </message>
    <message>
        <source>%1: cannot read HEAD of %2</source>
        <translation>%1: HEAD von %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: HEAD of %2 is not a commit</source>
        <translation>%1: HEAD von %2 ist kein Commit</translation>
    </message>
    <message>
        <source>%1: %2 has no branch checked out (detached HEAD); check out a branch first</source>
        <translation>%1: In %2 ist kein Branch ausgecheckt (detached HEAD); checken Sie zuerst einen Branch aus</translation>
    </message>
    <message>
        <source>%1 in %2: a commit needs the author&apos;s name and email</source>
        <translation>%1 in %2: Ein Commit erfordert Namen und E-Mail-Adresse des Autors</translation>
    </message>
    <message>
        <source>%1 in %2: the author %3 &lt;%4&gt; is not valid</source>
        <translation>%1 in %2: Der Autor %3 &lt;%4&gt; ist ungültig</translation>
    </message>
    <message>
        <source>%1: cannot read the status of the work tree %2</source>
        <translation>%1: Der Status des Arbeitsbaums %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: these files in %2 have changes that are not committed and would be overwritten: %3</source>
        <translation>%1: Diese Dateien in %2 haben nicht committete Änderungen und würden überschrieben: %3</translation>
    </message>
    <message>
        <source>%1: cannot update the work tree of %2</source>
        <translation>%1: Der Arbeitsbaum von %2 kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>%1: cannot move HEAD of %2</source>
        <translation>%1: HEAD von %2 kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>%1: cannot move the branch %2 of %3</source>
        <translation>%1: Der Branch %2 von %3 kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>git&apos;s index.lock was held by another git command</source>
        <translation>git&apos;s index.lock wurde von einem anderen Git-Befehl gehalten</translation>
    </message>
    <message>
        <source>the branch&apos;s tip moved while committing</source>
        <translation>die Spitze des Branches hat sich während des Commits bewegt</translation>
    </message>
    <message>
        <source> (index.lock is still held after %1 attempts: if no git command is running, remove %2)</source>
        <translation> (index.lock ist nach %1 Versuchen noch belegt: Wenn kein Git-Befehl läuft, entfernen Sie %2)</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetIndex</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (libqt6sql6-sqlite)</source>
        <translation>Der SQLite-Treiber von Qt ist nicht installiert (libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>the index folder cannot be made</source>
        <translation>der Indexordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the dataset has no index yet</source>
        <translation>der Datensatz hat noch keinen Index</translation>
    </message>
    <message>
        <source>the index cannot be opened</source>
        <translation>der Index kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the index file is corrupt (%1)</source>
        <translation>die Indexdatei ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>the index file is not an index of this version</source>
        <translation>die Indexdatei ist kein Index dieser Version</translation>
    </message>
    <message>
        <source>there was no index</source>
        <translation>es gab keinen Index</translation>
    </message>
    <message>
        <source>the index was made by another version of Heddle</source>
        <translation>der Index wurde von einer anderen Version von Heddle erstellt</translation>
    </message>
    <message>
        <source>the index cannot be made</source>
        <translation>der Index kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>the index cannot be read</source>
        <translation>der Index kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the index cannot be written</source>
        <translation>der Index kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the search cannot be prepared</source>
        <translation>die Suche kann nicht vorbereitet werden</translation>
    </message>
    <message>
        <source>the query cannot be run: %1</source>
        <translation>die Abfrage kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>the full-text index does not match its text</source>
        <translation>der Volltextindex stimmt nicht mit seinem Text überein</translation>
    </message>
    <message>
        <source>the index&apos;s text is damaged</source>
        <translation>der gespeicherte Text des Index ist beschädigt</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetOpener</name>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Could not open the dataset %1</source>
        <translation>Der Datensatz %1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Preparing the demo dataset…</source>
        <translation>Demo-Datensatz wird vorbereitet…</translation>
    </message>
    <message>
        <source>Demo Dataset</source>
        <translation>Demo-Datensatz</translation>
    </message>
    <message>
        <source>%1 holds another version of the demo dataset. Move it aside and unpack this version?</source>
        <translation>%1 enthält eine andere Version des Demo-Datensatzes. Den Ordner beiseiteschieben und diese Version entpacken?</translation>
    </message>
    <message>
        <source>Could not move %1 aside</source>
        <translation>%1 konnte nicht beiseitegeschoben werden</translation>
    </message>
    <message>
        <source>Could not prepare the demo dataset</source>
        <translation>Der Demo-Datensatz konnte nicht vorbereitet werden</translation>
    </message>
</context>
<context>
    <name>heddle::DiffRows</name>
    <message>
        <source>Renamed from %1</source>
        <translation>Umbenannt von %1</translation>
    </message>
    <message>
        <source>Copied from %1</source>
        <translation>Kopiert von %1</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>Neue Datei</translation>
    </message>
    <message>
        <source>Deleted file</source>
        <translation>Gelöschte Datei</translation>
    </message>
    <message>
        <source>Mode %1 → %2</source>
        <translation>Modus %1 → %2</translation>
    </message>
    <message>
        <source>Binary file: no text to show</source>
        <translation>Binärdatei: kein Text anzuzeigen</translation>
    </message>
    <message>
        <source>No content changes</source>
        <translation>Keine inhaltlichen Änderungen</translation>
    </message>
</context>
<context>
    <name>heddle::DraftStore</name>
    <message>
        <source>Cannot create the drafts folder</source>
        <translation>Der Ordner für Entwürfe kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot write the draft of %1</source>
        <translation>Der Entwurf von %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot read the draft file</source>
        <translation>Die Entwurfsdatei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The draft file is not valid JSON</source>
        <translation>Die Entwurfsdatei ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>The draft file has no &quot;%1&quot; text</source>
        <translation>Die Entwurfsdatei enthält keinen &quot;%1&quot;-Text</translation>
    </message>
    <message>
        <source>The draft file was written by a newer version of Heddle</source>
        <translation>Die Entwurfsdatei wurde von einer neueren Version von Heddle geschrieben</translation>
    </message>
    <message>
        <source>The content of the draft file is not valid base64</source>
        <translation>Der Inhalt der Entwurfsdatei ist kein gültiges base64</translation>
    </message>
    <message>
        <source>The draft file has an unknown encoding &quot;%1&quot;</source>
        <translation>Die Entwurfsdatei hat eine unbekannte Kodierung &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The draft file has no valid &quot;saved_at&quot; time</source>
        <translation>Die Entwurfsdatei hat keine gültige &quot;saved_at&quot;-Zeit</translation>
    </message>
    <message>
        <source>Cannot remove the draft of %1</source>
        <translation>Der Entwurf von %1 kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>heddle::EditorBar</name>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>heddle::ExcerptText</name>
    <message numerus="yes">
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n weitere Zeile</numerusform>
            <numerusform>… %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt has no trajectory.</source>
        <translation>Der Versuch hat keine Trajektorie.</translation>
    </message>
    <message>
        <source>The trajectory has no step %1.</source>
        <translation>Die Trajektorie hat keinen Schritt %1.</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>Die Aufgabe hat keinen Versuch %1.</translation>
    </message>
    <message>
        <source>The patch has no such hunk.</source>
        <translation>Der Patch hat keinen solchen Hunk.</translation>
    </message>
    <message>
        <source>The task has no test file %1.</source>
        <translation>Die Aufgabe hat keine Testdatei %1.</translation>
    </message>
    <message>
        <source>%1 has no line %2.</source>
        <translation>%1 hat keine Zeile %2.</translation>
    </message>
</context>
<context>
    <name>heddle::FindBar</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Nächster Treffer (F3, Enter)</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß/klein</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Suchleiste schließen (Escape)</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Find next</source>
        <translation>Weitersuchen</translation>
    </message>
    <message>
        <source>Find previous</source>
        <translation>Rückwärts suchen</translation>
    </message>
    <message>
        <source>Close find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
</context>
<context>
    <name>heddle::FlagImportController</name>
    <message>
        <source>Import &amp;Flags…</source>
        <translation>&amp;Befunde importieren…</translation>
    </message>
    <message>
        <source>Open a dataset to import flags into it.</source>
        <translation>Öffnen Sie einen Datensatz, um Befunde in ihn zu importieren.</translation>
    </message>
    <message numerus="yes">
        <source>Importing flags from %n file(s)…</source>
        <translation>
            <numerusform>Befunde werden aus %n Datei importiert…</numerusform>
            <numerusform>Befunde werden aus %n Dateien importiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags not imported</source>
        <translation>Befunde nicht importiert</translation>
    </message>
    <message>
        <source>No finding was imported.</source>
        <translation>Es wurde kein Fund importiert.</translation>
    </message>
    <message>
        <source>Flags of %1: %2.</source>
        <translation>Befunde von %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) changed.</source>
        <translation>
            <numerusform>%n Aufgabe geändert.</numerusform>
            <numerusform>%n Aufgaben geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation>Übersprungen:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>… und %n weiterer (Details einblenden…)</numerusform>
            <numerusform>… und %n weitere (Details einblenden…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags imported</source>
        <translation>Befunde importiert</translation>
    </message>
    <message>
        <source>Flags imported: %1</source>
        <translation>Befunde importiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Checking flags from %n file(s)…</source>
        <translation>
            <numerusform>Markierungen aus %n Datei werden geprüft…</numerusform>
            <numerusform>Markierungen aus %n Dateien werden geprüft…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) would change. Dry run: nothing was written.</source>
        <translation>
            <numerusform>%n Aufgabe würde sich ändern. Probelauf: nichts wurde geschrieben.</numerusform>
            <numerusform>%n Aufgaben würden sich ändern. Probelauf: nichts wurde geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flag import checked</source>
        <translation>Markierungsimport geprüft</translation>
    </message>
</context>
<context>
    <name>heddle::FlagImportDialog</name>
    <message>
        <source>Import Flags</source>
        <translation>Befunde importieren</translation>
    </message>
    <message>
        <source>A review agent&apos;s findings: Heddle&apos;s findings JSONL, SWE-rebench V2 rows with their annotations, or Inspect Scout results exported as JSON lines. The agent&apos;s open flags are updated, those it no longer raises are withdrawn, and decided flags stay as they are.</source>
        <translation>Die Funde eines Review-Agenten: Heddles Fund-JSONL, SWE-rebench-V2-Zeilen mit ihren Annotationen oder als JSON Lines exportierte Ergebnisse von Inspect Scout. Die offenen Befunde des Agenten werden aktualisiert, die er nicht mehr erhebt, werden zurückgezogen, und entschiedene Befunde bleiben unverändert.</translation>
    </message>
    <message>
        <source>Findings files</source>
        <translation>Fund-Dateien</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>as the files say</source>
        <translation>laut den Dateien</translation>
    </message>
    <message>
        <source>Agent name</source>
        <translation>Agentenname</translation>
    </message>
    <message>
        <source>The flags&apos; source. Set, it replaces the agent&apos;s name the files give.</source>
        <translation>Die Quelle der Befunde. Falls gesetzt, ersetzt sie den Agentennamen aus den Dateien.</translation>
    </message>
    <message>
        <source>The files cover only the tasks they &amp;name</source>
        <translation>Die Dateien betreffen nur die darin &amp;genannten Aufgaben</translation>
    </message>
    <message>
        <source>Checked, the agent&apos;s flags on other tasks are left as they are. Unchecked, the files are the agent&apos;s whole output, and its open flags they no longer raise are withdrawn on every task.</source>
        <translation>Aktiviert: Die Befunde des Agenten zu anderen Aufgaben bleiben unverändert. Deaktiviert: Die Dateien gelten als die gesamte Ausgabe des Agenten, und seine offenen Befunde, die sie nicht mehr erheben, werden bei allen Aufgaben zurückgezogen.</translation>
    </message>
    <message>
        <source>Kind of a scanner&apos;s findings</source>
        <translation>Art der Funde eines Scanners</translation>
    </message>
    <message>
        <source>False positives (a wrong patch passes)</source>
        <translation>Falsch positiv (ein falscher Patch besteht)</translation>
    </message>
    <message>
        <source>False negatives (a valid patch fails)</source>
        <translation>Falsch negativ (ein gültiger Patch schlägt fehl)</translation>
    </message>
    <message>
        <source>Agent &amp;name:</source>
        <translation>Agenten&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Scanner results are:</source>
        <translation>&amp;Scanner-Ergebnisse sind:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Findings Files</source>
        <translation>Fund-Dateien</translation>
    </message>
    <message>
        <source>Findings (*.jsonl *.json *.ndjson);;All files (*)</source>
        <translation>Funde (*.jsonl *.json *.ndjson);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Dry Run</source>
        <translation>&amp;Probelauf</translation>
    </message>
    <message>
        <source>Read the files and check them against the dataset: what would be raised, withdrawn and skipped. Nothing is written.</source>
        <translation>Die Dateien lesen und mit dem Datensatz abgleichen: was erhoben, zurückgezogen und übersprungen würde. Nichts wird geschrieben.</translation>
    </message>
</context>
<context>
    <name>heddle::FlagListModel</name>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Needs re-run</source>
        <translation>Neuer Lauf nötig</translation>
    </message>
    <message>
        <source>Review agent</source>
        <translation>Review-Agent</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Berechnet</translation>
    </message>
    <message>
        <source>tests only</source>
        <translation>nur Tests</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <source>Withdrawn by %1 on %2: its newest findings no longer raise this flag.</source>
        <translation>Zurückgezogen von %1 am %2: seine neuesten Befunde erheben diese Markierung nicht mehr.</translation>
    </message>
    <message>
        <source>%1 (as %2)</source>
        <translation>%1 (wie %2)</translation>
    </message>
    <message>
        <source>The same claim as flag %1, whose verdict this flag takes; G goes to it.</source>
        <translation>Dieselbe Aussage wie Markierung %1, deren Urteil diese Markierung übernimmt; G springt dorthin.</translation>
    </message>
</context>
<context>
    <name>heddle::FlagMargin</name>
    <message>
        <source>%1 (%2, %3): %4</source>
        <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
        <source>At this line: %1</source>
        <translation>In dieser Zeile: %1</translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPage</name>
    <message>
        <source>The mutants of flag %1 are in none of the task&apos;s mutation analyses: run Validate &gt; Mutation Analysis again.</source>
        <translation>Die Mutanten von Befund %1 kommen in keiner Mutationsanalyse der Aufgabe vor: Führen Sie Validieren &gt; Mutationsanalyse erneut aus.</translation>
    </message>
    <message numerus="yes">
        <source>%n mutant(s) of %1 survive the tests (analysis %2), on line(s) %3. In each, the reference&apos;s line is removed (-) and the mutant&apos;s added (+).</source>
        <translation>
            <numerusform>%n Mutant von %1 überlebt die Tests (Analyse %2), in Zeile %3. Darin ist die Zeile der Referenz entfernt (-) und die des Mutanten hinzugefügt (+).</numerusform>
            <numerusform>%n Mutanten von %1 überleben die Tests (Analyse %2), in Zeile(n) %3. In jedem ist die Zeile der Referenz entfernt (-) und die des Mutanten hinzugefügt (+).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPanel</name>
    <message>
        <source>FP: the tests may pass a wrong patch</source>
        <translation>FP: Die Tests lassen womöglich einen falschen Patch bestehen</translation>
    </message>
    <message>
        <source>FN: the tests may reject a valid patch</source>
        <translation>FN: Die Tests lehnen womöglich einen gültigen Patch ab</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Show open only</source>
        <translation>Nur offene anzeigen</translation>
    </message>
    <message>
        <source>No rationale given.</source>
        <translation>Keine Begründung angegeben.</translation>
    </message>
    <message>
        <source>Evidence (F or Enter follows it in order):</source>
        <translation>Belege (F oder Enter folgt ihnen der Reihe nach):</translation>
    </message>
    <message>
        <source>Follow (F)</source>
        <translation>Folgen (F)</translation>
    </message>
    <message>
        <source>Show the next piece of evidence (F)</source>
        <translation>Nächsten Beleg anzeigen (F)</translation>
    </message>
    <message>
        <source>Mutant Diff (M)</source>
        <translation>Mutanten-Diff (M)</translation>
    </message>
    <message>
        <source>Show what the surviving mutants change in the reference, line by line (M)</source>
        <translation>Zeilenweise anzeigen, was die überlebenden Mutanten an der Referenz ändern (M)</translation>
    </message>
    <message>
        <source>Confirm (C)</source>
        <translation>Bestätigen (C)</translation>
    </message>
    <message>
        <source>The flag is right: the tests need repair (C)</source>
        <translation>Der Befund stimmt: Die Tests müssen repariert werden (C)</translation>
    </message>
    <message>
        <source>Dismiss… (D)</source>
        <translation>Verwerfen… (D)</translation>
    </message>
    <message>
        <source>The flag is wrong; say why in a note (D)</source>
        <translation>Der Befund ist falsch; begründen Sie es in einer Notiz (D)</translation>
    </message>
    <message>
        <source>Needs re-run (R)</source>
        <translation>Neuer Lauf nötig (R)</translation>
    </message>
    <message>
        <source>Decide after the next validation run (R)</source>
        <translation>Nach dem nächsten Validierungslauf entscheiden (R)</translation>
    </message>
    <message>
        <source>Reopen (O)</source>
        <translation>Wieder öffnen (O)</translation>
    </message>
    <message>
        <source>Take the verdict back (O)</source>
        <translation>Urteil zurücknehmen (O)</translation>
    </message>
    <message>
        <source>Why is this flag wrong? (Enter records, Esc cancels)</source>
        <translation>Warum ist dieser Befund falsch? (Enter speichert, Esc bricht ab)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No flags on this task.</source>
        <translation>Keine Befunde zu dieser Aufgabe.</translation>
    </message>
    <message>
        <source>Select a flag.</source>
        <translation>Wählen Sie einen Befund aus.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>none (the flag is about the tests alone)</source>
        <translation>keiner (der Befund betrifft nur die Tests)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source: %1 · confidence %2%
Attempt: %3
Specs: %4
Tests: %5</source>
        <translation>Quelle: %1 · Konfidenz %2 %
Versuch: %3
Spezifikationen: %4
Tests: %5</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 am %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <source>No flags</source>
        <translation>Keine Befunde</translation>
    </message>
    <message>
        <source>1 flag: %1 open</source>
        <translation>1 Befund: %1 offen</translation>
    </message>
    <message>
        <source>%1 flags: %2 open</source>
        <translation>%1 Befunde: %2 offen</translation>
    </message>
    <message>
        <source>⚠ A dismissal needs a note: say why the flag is wrong.</source>
        <translation>⚠ Zum Verwerfen ist eine Notiz nötig: Begründen Sie, warum der Befund falsch ist.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Show This Evidence</source>
        <translation>Diesen Beleg anzeigen</translation>
    </message>
    <message>
        <source>Follow Evidence</source>
        <translation>Belegen folgen</translation>
    </message>
    <message>
        <source>Show Mutant Diff</source>
        <translation>Mutanten-Diff anzeigen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation>Verwerfen…</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Why the flag is dismissed</source>
        <translation>Warum der Befund verworfen wird</translation>
    </message>
    <message>
        <source>%1 (withdrawn by %2 on %3: its newer findings no longer raise it)</source>
        <translation>%1 (zurückgezogen von %2 am %3: seine neueren Funde erheben ihn nicht mehr)</translation>
    </message>
    <message>
        <source>⚠ The flags cannot be shown: %1</source>
        <translation>⚠ Die Markierungen können nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>The flags of this task are unknown until review.json is mended.</source>
        <translation>Die Markierungen dieser Aufgabe sind unbekannt, bis review.json repariert ist.</translation>
    </message>
    <message>
        <source>Flags unknown</source>
        <translation>Markierungen unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) hidden until you give your own verdict on the task (Curation page).</source>
        <translation>
            <numerusform>%n Markierung verborgen, bis Sie Ihr eigenes Urteil über die Aufgabe abgeben (Seite Kuratierung).</numerusform>
            <numerusform>%n Markierungen verborgen, bis Sie Ihr eigenes Urteil über die Aufgabe abgeben (Seite Kuratierung).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) hidden by blind review</source>
        <translation>
            <numerusform>%n Markierung durch Blindprüfung verborgen</numerusform>
            <numerusform>%n Markierungen durch Blindprüfung verborgen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
The same claim as flag %2, whose verdict it takes (G goes to it).</source>
        <translation>%1
Dieselbe Aussage wie Markierung %2, deren Urteil sie übernimmt (G springt dorthin).</translation>
    </message>
    <message>
        <source>Go to Flag %1</source>
        <translation>Zu Markierung %1 springen</translation>
    </message>
    <message>
        <source>Suggest a Repair…</source>
        <translation>Reparatur vorschlagen…</translation>
    </message>
</context>
<context>
    <name>heddle::Git</name>
    <message>
        <source>The repository folder %1 does not exist</source>
        <translation>Der Repository-Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a git repository</source>
        <translation>%1 ist kein Git-Repository</translation>
    </message>
    <message>
        <source>No repository is open</source>
        <translation>Kein Repository geöffnet</translation>
    </message>
    <message>
        <source>Commit %1 is not in %2</source>
        <translation>Commit %1 ist nicht in %2 enthalten</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>%1 is not a commit in %2</source>
        <translation>%1 ist kein Commit in %2</translation>
    </message>
    <message>
        <source>Cannot read the tree of commit %1 of %2</source>
        <translation>Der Baum von Commit %1 in %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is not in commit %2 of %3</source>
        <translation>%1 ist nicht in Commit %2 von %3 enthalten</translation>
    </message>
    <message>
        <source>%1 is not a file in commit %2 of %3</source>
        <translation>%1 ist keine Datei in Commit %2 von %3</translation>
    </message>
    <message>
        <source>Cannot read %1 in commit %2 of %3</source>
        <translation>%1 in Commit %2 von %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot create the repository cache folder</source>
        <translation>Der Cache-Ordner für Repositorys kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The cached clone of %1 stays locked by another process</source>
        <translation>Der zwischengespeicherte Klon von %1 bleibt von einem anderen Prozess gesperrt</translation>
    </message>
    <message>
        <source>Cannot open the cached clone of %1</source>
        <translation>Der zwischengespeicherte Klon von %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot clone %1</source>
        <translation>%1 kann nicht geklont werden</translation>
    </message>
    <message>
        <source>The cached clone of %1 has no origin to fetch %2 from</source>
        <translation>Der zwischengespeicherte Klon von %1 hat kein origin, von dem %2 abgerufen werden könnte</translation>
    </message>
    <message>
        <source>Cannot fetch %1 into its cached clone</source>
        <translation>%1 kann nicht in seinen zwischengespeicherten Klon abgerufen werden</translation>
    </message>
    <message>
        <source>The repository %1 is known only by its URL (%2) and has not been cloned yet: validating the task clones it into the cache</source>
        <translation>Das Repository %1 ist nur über seine URL (%2) bekannt und wurde noch nicht geklont: Beim Validieren der Aufgabe wird es in den Cache geklont</translation>
    </message>
    <message>
        <source>The task names no repository</source>
        <translation>Die Aufgabe nennt kein Repository</translation>
    </message>
    <message>
        <source>The repository folder %1 does not exist: clone %2 there first</source>
        <translation>Der Repository-Ordner %1 existiert nicht: Klonen Sie %2 zuerst dorthin</translation>
    </message>
</context>
<context>
    <name>heddle::HistoryPage</name>
    <message>
        <source>This dataset is not a git repository: changes are saved, but no history of them is kept.</source>
        <translation>Dieser Datensatz ist kein Git-Repository: Änderungen werden gespeichert, aber es wird kein Verlauf geführt.</translation>
    </message>
    <message>
        <source>Blind review: the history shows once you have recorded your verdict.</source>
        <translation>Blindprüfung: Der Verlauf wird angezeigt, sobald Sie Ihr Urteil abgegeben haben.</translation>
    </message>
    <message>
        <source>The last %1 changes.</source>
        <translation>Die letzten %1 Änderungen.</translation>
    </message>
</context>
<context>
    <name>heddle::HistoryPanel</name>
    <message>
        <source>Make It a Repository…</source>
        <translation>Zu einem Repository machen…</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Revert This Change…</source>
        <translation>Zurücknehmen…</translation>
    </message>
    <message>
        <source>No changes recorded for this task.</source>
        <translation>Für diese Aufgabe sind keine Änderungen verzeichnet.</translation>
    </message>
    <message>
        <source>%1 (merge)</source>
        <translation>%1 (Merge)</translation>
    </message>
    <message>
        <source>Select a change to see what it did.</source>
        <translation>Wählen Sie eine Änderung aus, um zu sehen, was sie bewirkt hat.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>This change did not touch this task&apos;s files.</source>
        <translation>Diese Änderung hat die Dateien dieser Aufgabe nicht berührt.</translation>
    </message>
    <message>
        <source>Loading the change…</source>
        <translation>Änderung wird geladen…</translation>
    </message>
    <message>
        <source>Revert This Change</source>
        <translation>Diese Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>Revert the change “%1” (%2)?

A new commit will undo what it changed in its files; the change itself stays in the history.</source>
        <translation>Die Änderung „%1“ (%2) zurücknehmen?

Ein neuer Commit macht rückgängig, was sie in ihren Dateien geändert hat; die Änderung selbst bleibt im Verlauf.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>A merge joins two lines of work and cannot be reverted here.</source>
        <translation>Ein Merge führt zwei Entwicklungslinien zusammen und kann hier nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>The first commit brought the dataset in; reverting it would delete the task.</source>
        <translation>Mit dem ersten Commit kam der Datensatz hinzu; ihn zurückzunehmen würde die Aufgabe löschen.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>heddle::ImplementationDetail</name>
    <message>
        <source>Run %1: the attempt %2 fails only %3, which %4%5. %6</source>
        <translation>Lauf %1: Der Versuch %2 schlägt nur bei %3 fehl; dieser Test %4%5. %6</translation>
    </message>
    <message>
        <source>Run %1: the attempt %2 fails only %3 of the tests the reference passes; %4 %5%6. %7</source>
        <translation>Lauf %1: Von den Tests, die die Referenz besteht, schlägt der Versuch %2 nur bei %3 fehl; %4 %5%6. %7</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation> (Zeile %1)</translation>
    </message>
</context>
<context>
    <name>heddle::IndexWorker</name>
    <message>
        <source>The dataset&apos;s index is not open.</source>
        <translation>Der Index des Datensatzes ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>heddle::IndexedDataset</name>
    <message>
        <source>the index keeps no rows of the tasks</source>
        <translation>der Index enthält keine Zeilen der Aufgaben</translation>
    </message>
    <message>
        <source>heddle-dataset.json changed</source>
        <translation>heddle-dataset.json hat sich geändert</translation>
    </message>
</context>
<context>
    <name>heddle::IntegrityFlags</name>
    <message>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
    <message>
        <source>hunk %1 at line %2</source>
        <translation>Hunk %1 in Zeile %2</translation>
    </message>
    <message>
        <source>Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead of the code. Run %5 ran it as submitted, so its results may come from the changed tests.</source>
        <translation>Versuch %1 ändert %2 (%3), %4: Er könnte bestehen, indem er die Tests statt des Codes ändert. Lauf %5 hat ihn wie eingereicht ausgeführt, daher könnten seine Ergebnisse von den geänderten Tests stammen.</translation>
    </message>
    <message>
        <source>Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead of the code. Run %5 ran it without those hunks.</source>
        <translation>Versuch %1 ändert %2 (%3), %4: Er könnte bestehen, indem er die Tests statt des Codes ändert. Lauf %5 hat ihn ohne diese Hunks ausgeführt.</translation>
    </message>
    <message>
        <source>Run %1: the results of %2 cannot be trusted (%3).</source>
        <translation>Lauf %1: Den Ergebnissen von %2 ist nicht zu trauen (%3).</translation>
    </message>
</context>
<context>
    <name>heddle::Json</name>
    <message>
        <source>the file is empty: expected a JSON document</source>
        <translation>die Datei ist leer: ein JSON-Dokument wird erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected %1, but the key is missing</source>
        <translation>%1 erwartet, aber der Schlüssel fehlt</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>der erforderliche Schlüssel &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>expected a list of strings, or a string holding a JSON list; found a string that is not a JSON list</source>
        <translation>eine Liste von Zeichenketten oder eine Zeichenkette mit einer JSON-Liste erwartet; gefunden wurde eine Zeichenkette, die keine JSON-Liste ist</translation>
    </message>
    <message>
        <source>expected a list of strings, or a string holding a JSON list; found %1</source>
        <translation>eine Liste von Zeichenketten oder eine Zeichenkette mit einer JSON-Liste erwartet; gefunden: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <translation>ungültiges JSON</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>the rows after it were not read</source>
        <translation>die Zeilen danach wurden nicht gelesen</translation>
    </message>
    <message>
        <source>expected a JSON array, a JSON object or JSON lines</source>
        <translation>JSON-Array, JSON-Objekt oder JSON Lines erwartet</translation>
    </message>
    <message>
        <source>cannot read the rows</source>
        <translation>die Zeilen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>invalid JSON: expected a value (a string, a number, an object, an array, or true, false or null in lower case)</source>
        <translation>ungültiges JSON: Wert erwartet (eine Zeichenkette, eine Zahl, ein Objekt, ein Array oder true, false bzw. null in Kleinbuchstaben)</translation>
    </message>
    <message>
        <source>invalid JSON: expected a number</source>
        <translation>ungültiges JSON: Zahl erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected a valid escape sequence in a string</source>
        <translation>ungültiges JSON: gültige Escape-Sequenz in einer Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected control characters in a string to be escaped</source>
        <translation>ungültiges JSON: Steuerzeichen in einer Zeichenkette müssen maskiert sein</translation>
    </message>
    <message>
        <source>invalid JSON: expected UTF-8 text</source>
        <translation>ungültiges JSON: UTF-8-Text erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected the closing quote of the string that starts here</source>
        <translation>ungültiges JSON: das schließende Anführungszeichen der Zeichenkette, die hier beginnt, wird erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than Heddle reads</source>
        <translation>ungültiges JSON: tiefer verschachtelt, als Heddle liest</translation>
    </message>
    <message>
        <source>the JSON text is too large</source>
        <translation>der JSON-Text ist zu groß</translation>
    </message>
    <message>
        <source>invalid JSON: expected the end of the document after its top-level value</source>
        <translation>ungültiges JSON: nach dem Wert der obersten Ebene wird das Ende des Dokuments erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected a comma, a colon, a closing bracket or a value here</source>
        <translation>ungültiges JSON: hier wird ein Komma, ein Doppelpunkt, eine schließende Klammer oder ein Wert erwartet</translation>
    </message>
    <message>
        <source>the JSON ends inside a string that is not closed: expected its closing quote (was the text cut short?)</source>
        <translation>das JSON endet in einer nicht geschlossenen Zeichenkette: ihr schließendes Anführungszeichen wird erwartet (wurde der Text abgeschnitten?)</translation>
    </message>
    <message>
        <source>the JSON ends before the value is complete: expected %1 (was the text cut short?)</source>
        <translation>das JSON endet, bevor der Wert vollständig ist: %1 erwartet (wurde der Text abgeschnitten?)</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than Heddle reads (%1 levels)</source>
        <translation>ungültiges JSON: tiefer verschachtelt, als Heddle liest (%1 Ebenen)</translation>
    </message>
    <message>
        <source>invalid JSON: a number too large to read</source>
        <translation>ungültiges JSON: eine Zahl, die zu groß zum Lesen ist</translation>
    </message>
</context>
<context>
    <name>heddle::JsonArrayScan</name>
    <message>
        <source>the document is not a JSON object (byte %1)</source>
        <translation>das Dokument ist kein JSON-Objekt (Byte %1)</translation>
    </message>
    <message>
        <source>the text ends inside the top-level object (byte %1)</source>
        <translation>der Text endet innerhalb des Objekts der obersten Ebene (Byte %1)</translation>
    </message>
    <message>
        <source>the document has no member &quot;%1&quot;</source>
        <translation>das Dokument hat keinen Eintrag &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a member name was expected at byte %1</source>
        <translation>bei Byte %1 wurde ein Schlüssel erwartet</translation>
    </message>
    <message>
        <source>the text ends inside a member name (byte %1)</source>
        <translation>der Text endet innerhalb eines Schlüssels (Byte %1)</translation>
    </message>
    <message>
        <source>an array was expected at byte %1</source>
        <translation>bei Byte %1 wurde ein Array erwartet</translation>
    </message>
    <message>
        <source>the text ends inside the array (byte %1)</source>
        <translation>der Text endet innerhalb des Arrays (Byte %1)</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is not an array (byte %2)</source>
        <translation>der Eintrag &quot;%1&quot; ist kein Array (Byte %2)</translation>
    </message>
    <message>
        <source>%1 in &quot;%2&quot;</source>
        <translation>%1 in &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; has no value or the text ends inside it</source>
        <translation>der Eintrag &quot;%1&quot; hat keinen Wert oder der Text endet darin</translation>
    </message>
    <message>
        <source>element %1 of the array is broken or the text ends inside it (byte %2)</source>
        <translation>Element %1 des Arrays ist beschädigt oder der Text endet darin (Byte %2)</translation>
    </message>
</context>
<context>
    <name>heddle::LimitText</name>
    <message>
        <source>The run went over its memory limit (%1 MB)</source>
        <translation>Der Lauf hat sein Speicherlimit (%1 MB) überschritten</translation>
    </message>
    <message>
        <source>The run went over its limit of %1 processes</source>
        <translation>Der Lauf hat sein Limit von %1 Prozessen überschritten</translation>
    </message>
    <message>
        <source>The run wrote a file as large as its file size limit (%1 MB)</source>
        <translation>Der Lauf hat eine Datei so groß wie sein Dateigrößenlimit (%1 MB) geschrieben</translation>
    </message>
    <message>
        <source>A process of the run used up its CPU time limit (%1 s)</source>
        <translation>Ein Prozess des Laufs hat sein CPU-Zeitlimit (%1 s) aufgebraucht</translation>
    </message>
    <message>
        <source>The run took longer than %1 s and was stopped</source>
        <translation>Der Lauf dauerte länger als %1 s und wurde beendet</translation>
    </message>
</context>
<context>
    <name>heddle::LlmClient</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>heddle::Main</name>
    <message numerus="yes">
        <source>Committed what %1 wrote before it ended: %n file(s)</source>
        <translation>
            <numerusform>Committet, was %1 vor seinem Ende geschrieben hat: %n Datei</numerusform>
            <numerusform>Committet, was %1 vor seinem Ende geschrieben hat: %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>What %1 wrote before it ended is not committed: %2</source>
        <translation>Was %1 vor seinem Ende geschrieben hat, ist nicht committet: %2</translation>
    </message>
</context>
<context>
    <name>heddle::MainWindow</name>
    <message>
        <source>Heddle</source>
        <translation>Heddle</translation>
    </message>
    <message>
        <source>&amp;Curate</source>
        <translation>&amp;Kuratieren</translation>
    </message>
    <message>
        <source>&amp;My Queue Only</source>
        <translation>Nur &amp;meine Warteschlange</translation>
    </message>
    <message>
        <source>The queue shows the tasks assigned to %1.</source>
        <translation>Die Warteschlange zeigt die Aufgaben, die %1 zugewiesen sind.</translation>
    </message>
    <message>
        <source>The queue shows every task.</source>
        <translation>Die Warteschlange zeigt alle Aufgaben.</translation>
    </message>
    <message>
        <source>Also cited by: %1</source>
        <translation>Auch angeführt von: %1</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Dataset…</source>
        <translation>Datensatz ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Dataset</source>
        <translation>&amp;Demo-Datensatz öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;load Dataset</source>
        <translation>Datensatz neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Aufgabe</translation>
    </message>
    <message>
        <source>Edit Reference &amp;Patch…</source>
        <translation>Referenz-&amp;Patch bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Next Task</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Previous Task</source>
        <translation>&amp;Vorherige Aufgabe</translation>
    </message>
    <message>
        <source>Next &amp;Open Flag</source>
        <translation>Nächster &amp;offener Befund</translation>
    </message>
    <message>
        <source>Pre&amp;vious Open Flag</source>
        <translation>Vo&amp;rheriger offener Befund</translation>
    </message>
    <message>
        <source>Next Task with Open &amp;Flags</source>
        <translation>Nächste Aufgabe mit offenen &amp;Befunden</translation>
    </message>
    <message>
        <source>Previous Task with Open F&amp;lags</source>
        <translation>Vorherige Aufgabe mit offenen B&amp;efunden</translation>
    </message>
    <message>
        <source>&amp;Back to the Flag</source>
        <translation>&amp;Zurück zum Befund</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>&amp;Warteschlange</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Validieren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Search the Queue</source>
        <translation>Warteschlange &amp;durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Be&amp;reiche</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Erscheinungsbild</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Command Palette…</source>
        <translation>&amp;Befehlspalette…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Heddle</source>
        <translation>&amp;Über Heddle</translation>
    </message>
    <message>
        <source>About Heddle</source>
        <translation>Über Heddle</translation>
    </message>
    <message>
        <source>Heddle %1
A workbench for reviewing and repairing the tasks of coding-agent benchmarks.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>Heddle %1
Eine Werkbank zum Prüfen und Reparieren der Aufgaben von Coding-Agent-Benchmarks.
Lizenziert unter der GNU GPL, Version 3 oder später.</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Open Dataset</source>
        <translation>Datensatz öffnen</translation>
    </message>
    <message>
        <source>%1 — Heddle</source>
        <translation>%1 — Heddle</translation>
    </message>
    <message>
        <source>Tasks that failed to load: %1. The rest of the dataset is open; the Load error column says what is wrong with each.</source>
        <translation>Aufgaben, die nicht geladen werden konnten: %1. Der Rest des Datensatzes ist geöffnet; die Spalte „Ladefehler“ zeigt, was bei jeder nicht stimmt.</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n task(s)…</source>
        <translation>
            <numerusform>%n Aufgabe wird geprüft…</numerusform>
            <numerusform>%n Aufgaben werden geprüft…</numerusform>
        </translation>
    </message>
    <message>
        <source>No other task has open flags.</source>
        <translation>Keine andere Aufgabe hat offene Befunde.</translation>
    </message>
    <message>
        <source>No other task.</source>
        <translation>Keine weitere Aufgabe.</translation>
    </message>
    <message>
        <source>No other open flag in the queue.</source>
        <translation>Kein weiterer offener Befund in der Warteschlange.</translation>
    </message>
    <message>
        <source>Select a task to see it here.</source>
        <translation>Wählen Sie eine Aufgabe aus, um sie hier anzuzeigen.</translation>
    </message>
    <message>
        <source>Validation is running</source>
        <translation>Validierung läuft</translation>
    </message>
    <message>
        <source>%1 is being validated. Cancel the validation and quit? Runs that ended are recorded.</source>
        <translation>%1 wird gerade validiert. Validierung abbrechen und beenden? Abgeschlossene Läufe werden gespeichert.</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source> (needs history in git)</source>
        <translation> (erfordert Verlauf in Git)</translation>
    </message>
    <message>
        <source>Undo needs the dataset&apos;s history</source>
        <translation>Rückgängig erfordert den Verlauf des Datensatzes</translation>
    </message>
    <message>
        <source>“%1” cannot be undone here: Heddle undoes a verdict, a status change or an approval with a commit of its own, and this dataset keeps no history in git.</source>
        <translation>„%1“ kann hier nicht rückgängig gemacht werden: Heddle macht ein Urteil, eine Statusänderung oder eine Freigabe mit einem eigenen Commit rückgängig, und dieser Datensatz führt keinen Verlauf in Git.</translation>
    </message>
    <message>
        <source>Keep History in Git</source>
        <translation>Verlauf in Git führen</translation>
    </message>
</context>
<context>
    <name>heddle::MutantDiff</name>
    <message>
        <source>mutant %1: %2</source>
        <translation>Mutant %1: %2</translation>
    </message>
</context>
<context>
    <name>heddle::MutantDiffDialog</name>
    <message>
        <source>Surviving Mutants</source>
        <translation>Überlebende Mutanten</translation>
    </message>
    <message>
        <source>&amp;Copy Diff</source>
        <translation>Diff &amp;kopieren</translation>
    </message>
    <message>
        <source>Put the diff on the clipboard as text</source>
        <translation>Den Diff als Text in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>⚠ No mutant to show.</source>
        <translation>⚠ Kein Mutant zum Anzeigen.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>heddle::MutationAnalysis</name>
    <message>
        <source>the time budget ran out before it ran</source>
        <translation>das Zeitbudget war aufgebraucht, bevor er lief</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>the time budget ran out</source>
        <translation>das Zeitbudget ist aufgebraucht</translation>
    </message>
    <message>
        <source>the reference passes none of the declared tests</source>
        <translation>die Referenz besteht keinen der deklarierten Tests</translation>
    </message>
    <message>
        <source>no test result could be read</source>
        <translation>es konnte kein Testergebnis gelesen werden</translation>
    </message>
    <message>
        <source>the whole command was asked for</source>
        <translation>der ganze Befehl wurde angefordert</translation>
    </message>
    <message>
        <source>%1: counted as killed</source>
        <translation>%1: als getötet gezählt</translation>
    </message>
    <message>
        <source>the input search compared nothing</source>
        <translation>die Eingabesuche hat nichts verglichen</translation>
    </message>
</context>
<context>
    <name>heddle::MutationFlags</name>
    <message>
        <source>%1 survives</source>
        <translation>%1 überlebt</translation>
    </message>
    <message>
        <source>mutant %1 of analysis %2: %3 survives</source>
        <translation>Mutant %1 der Analyse %2: %3 überlebt</translation>
    </message>
    <message numerus="yes">
        <source>Tests do not check %n line(s) %1 of %2: %3 (%4 of %5 mutants of this hunk survive), so a wrong patch there passes too.</source>
        <translation>
            <numerusform>Die Tests prüfen Zeile %1 in %2 nicht: %3 (%4 von %5 Mutanten dieses Hunks überleben), daher besteht dort auch ein falscher Patch.</numerusform>
            <numerusform>Die Tests prüfen die %n Zeilen %1 in %2 nicht: %3 (%4 von %5 Mutanten dieses Hunks überleben), daher besteht dort auch ein falscher Patch.</numerusform>
        </translation>
    </message>
    <message>
        <source>The flags of mutation analysis %1 were not saved: cannot write %2 (%3).</source>
        <translation>Die Befunde der Mutationsanalyse %1 wurden nicht gespeichert: %2 kann nicht geschrieben werden (%3).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Calls the tests do not make tell them apart: %1.</source>
        <translation>Aufrufe, die die Tests nicht machen, unterscheiden sie von der Referenz: %1.</translation>
    </message>
    <message>
        <source>%1 passes every test but %2.</source>
        <translation>%1 besteht jeden Test, aber %2.</translation>
    </message>
    <message>
        <source>analysis %1: %2</source>
        <translation>Analyse %1: %2</translation>
    </message>
</context>
<context>
    <name>heddle::MutationRecordIo</name>
    <message>
        <source>not a mutation analysis record</source>
        <translation>keine Aufzeichnung einer Mutationsanalyse</translation>
    </message>
    <message>
        <source>unknown mutant status</source>
        <translation>unbekannter Mutantenstatus</translation>
    </message>
    <message>
        <source>the mutation record is malformed: %1</source>
        <translation>die Mutationsaufzeichnung ist fehlerhaft: %1</translation>
    </message>
    <message>
        <source>the run id cannot be used as a file name</source>
        <translation>die Lauf-ID kann nicht als Dateiname verwendet werden</translation>
    </message>
    <message>
        <source>No mutation analysis yet (Validate &gt; Mutation Analysis).</source>
        <translation>Noch keine Mutationsanalyse (Validieren &gt; Mutationsanalyse).</translation>
    </message>
    <message>
        <source>Mutation score %1%: the tests kill %2 of %3 mutants of the reference, %4 survive.</source>
        <translation>Mutations-Score %1 %: Die Tests töten %2 von %3 Mutanten der Referenz, %4 überleben.</translation>
    </message>
    <message>
        <source>Mutation analysis judged no mutant of the reference.</source>
        <translation>Die Mutationsanalyse hat keinen Mutanten der Referenz bewertet.</translation>
    </message>
    <message>
        <source>Stale: %1.</source>
        <translation>Veraltet: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n survivor(s) probably equivalent: no input the search tried tells them from the reference, so they count for no flag and not in the score.</source>
        <translation>
            <numerusform>%n überlebender Mutant ist wahrscheinlich äquivalent: Keine Eingabe, die die Suche versucht hat, unterscheidet ihn von der Referenz, daher zählt er für keinen Befund und nicht zum Score.</numerusform>
            <numerusform>%n überlebende Mutanten sind wahrscheinlich äquivalent: Keine Eingabe, die die Suche versucht hat, unterscheidet sie von der Referenz, daher zählen sie für keinen Befund und nicht zum Score.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::MutationSummaryIo</name>
    <message>
        <source>not a mutation analysis record (at /kind)</source>
        <translation>keine Aufzeichnung einer Mutationsanalyse (bei /kind)</translation>
    </message>
    <message>
        <source>the mutation record is malformed or cut short</source>
        <translation>die Mutationsaufzeichnung ist fehlerhaft oder abgeschnitten</translation>
    </message>
    <message>
        <source>not a mutation analysis record (no /kind)</source>
        <translation>keine Aufzeichnung einer Mutationsanalyse (kein /kind)</translation>
    </message>
    <message>
        <source>test file %1 was added since</source>
        <translation>Testdatei %1 wurde seitdem hinzugefügt</translation>
    </message>
    <message>
        <source>test file %1 was edited since</source>
        <translation>Testdatei %1 wurde seitdem bearbeitet</translation>
    </message>
    <message>
        <source>test file %1 was removed since</source>
        <translation>Testdatei %1 wurde seitdem entfernt</translation>
    </message>
    <message>
        <source>the reference patch was changed since</source>
        <translation>der Referenz-Patch wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the base commit was changed since</source>
        <translation>der Basis-Commit wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the test command was changed since</source>
        <translation>der Testbefehl wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the log format was changed since</source>
        <translation>das Log-Format wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the container image was changed since</source>
        <translation>das Container-Image wurde seitdem geändert</translation>
    </message>
</context>
<context>
    <name>heddle::OverviewPage</name>
    <message>
        <source>Surviving Mutants…</source>
        <translation>Überlebende Mutanten…</translation>
    </message>
    <message>
        <source>Show the flags of the mutants that survive; there, M shows a mutant&apos;s diff</source>
        <translation>Die Befunde der überlebenden Mutanten anzeigen; dort zeigt M den Diff eines Mutanten</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>Spezifikation &amp;hinzufügen</translation>
    </message>
    <message>
        <source>The command came %1.</source>
        <translation>Der Befehl stammt %1.</translation>
    </message>
    <message>
        <source>The repository cannot be reached: %1. The task keeps working with what it holds.</source>
        <translation>Das Repository ist nicht erreichbar: %1. Die Aufgabe arbeitet mit dem weiter, was sie enthält.</translation>
    </message>
    <message numerus="yes">
        <source>The task lacks %n of the files its test_patch touches: Task &gt; Fetch Test Files reads them from the repository.</source>
        <translation>
            <numerusform>Der Aufgabe fehlt %n der Dateien, die ihr test_patch ändert: Mit Aufgabe &gt; Testdateien abrufen werden sie aus dem Repository gelesen.</numerusform>
            <numerusform>Der Aufgabe fehlen %n der Dateien, die ihr test_patch ändert: Mit Aufgabe &gt; Testdateien abrufen werden sie aus dem Repository gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This task lists no specs: the query and the tests are all it has.</source>
        <translation>Diese Aufgabe nennt keine Spezifikationen: Sie hat nur die Aufgabenstellung und die Tests.</translation>
    </message>
    <message numerus="yes">
        <source>%n spec(s) no test covers, marked ⚠. Click a spec to see and edit it.</source>
        <translation>
            <numerusform>%n Spezifikation, die kein Test abdeckt, ist mit ⚠ markiert. Klicken Sie auf eine Spezifikation, um sie anzuzeigen und zu bearbeiten.</numerusform>
            <numerusform>%n Spezifikationen, die kein Test abdeckt, sind mit ⚠ markiert. Klicken Sie auf eine Spezifikation, um sie anzuzeigen und zu bearbeiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a spec to see and edit it: its text, its interactions and its tests.</source>
        <translation>Klicken Sie auf eine Spezifikation, um sie anzuzeigen und zu bearbeiten: ihren Text, ihre Interaktionen und ihre Tests.</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>die Aufgabenstellung</translation>
    </message>
    <message>
        <source>the test command</source>
        <translation>der Testbefehl</translation>
    </message>
    <message>
        <source>Query edited</source>
        <translation>Aufgabenstellung bearbeitet</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>log format</source>
        <translation>Log-Format</translation>
    </message>
    <message>
        <source>container image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <source>Test command cleared: unknown</source>
        <translation>Testbefehl geleert: unbekannt</translation>
    </message>
    <message>
        <source>Test %1 edited</source>
        <translation>Testeinstellungen bearbeitet: %1</translation>
    </message>
    <message>
        <source>Was: %1
Now: %2</source>
        <translation>Vorher: %1
Jetzt: %2</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>New spec</source>
        <translation>Neue Spezifikation</translation>
    </message>
</context>
<context>
    <name>heddle::PageRegistry</name>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>Trajektorie</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patches</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>Kuratierung</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>heddle::PatchCompareView</name>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;with</source>
        <translation>&amp;mit</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>%1 vs %2: </source>
        <translation>%1 vs. %2: </translation>
    </message>
    <message>
        <source>both patches are empty</source>
        <translation>beide Patches sind leer</translation>
    </message>
    <message>
        <source>the same change (1 file)</source>
        <translation>dieselbe Änderung (1 Datei)</translation>
    </message>
    <message>
        <source>the same change (%1 files)</source>
        <translation>dieselbe Änderung (%1 Dateien)</translation>
    </message>
    <message>
        <source>1 file only in %1</source>
        <translation>1 Datei nur in %1</translation>
    </message>
    <message>
        <source>%1 files only in %2</source>
        <translation>%1 Dateien nur in %2</translation>
    </message>
    <message>
        <source>1 hunk only in %1</source>
        <translation>1 Hunk nur in %1</translation>
    </message>
    <message>
        <source>%1 hunks only in %2</source>
        <translation>%1 Hunks nur in %2</translation>
    </message>
    <message>
        <source>1 file differs</source>
        <translation>1 Datei unterscheidet sich</translation>
    </message>
    <message>
        <source>%1 files differ</source>
        <translation>%1 Dateien unterscheiden sich</translation>
    </message>
    <message>
        <source>1 file identical</source>
        <translation>1 Datei identisch</translation>
    </message>
    <message>
        <source>%1 files identical</source>
        <translation>%1 Dateien identisch</translation>
    </message>
    <message>
        <source>◀ only in %1</source>
        <translation>◀ nur in %1</translation>
    </message>
    <message>
        <source>▶ only in %1</source>
        <translation>▶ nur in %1</translation>
    </message>
    <message>
        <source>= identical</source>
        <translation>= identisch</translation>
    </message>
    <message>
        <source>1 only in %1</source>
        <translation>1 nur in %1</translation>
    </message>
    <message>
        <source>%1 only in %2</source>
        <translation>%1 nur in %2</translation>
    </message>
    <message>
        <source>file mode, name or kind</source>
        <translation>Dateimodus, -name oder -art</translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation>≠ unterschiedlich</translation>
    </message>
    <message>
        <source>≠ differs: %1</source>
        <translation>≠ unterschiedlich: %1</translation>
    </message>
    <message>
        <source>%1 does not change this file</source>
        <translation>%1 ändert diese Datei nicht</translation>
    </message>
    <message>
        <source>Binary file: no text to compare</source>
        <translation>Binärdatei: kein Text zum Vergleichen</translation>
    </message>
    <message>
        <source>No content changes</source>
        <translation>Keine inhaltlichen Änderungen</translation>
    </message>
    <message>
        <source>◆ only in %1</source>
        <translation>◆ nur in %1</translation>
    </message>
    <message>
        <source>= also in %1</source>
        <translation>= auch in %1</translation>
    </message>
    <message>
        <source>Files compared</source>
        <translation>Verglichene Dateien</translation>
    </message>
</context>
<context>
    <name>heddle::PatchDiffView</name>
    <message>
        <source>Unified</source>
        <translation>Einheitlich</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Ignore whitespace</source>
        <translation>Leerraum ignorieren</translation>
    </message>
    <message>
        <source>Full file</source>
        <translation>Ganze Datei</translation>
    </message>
    <message>
        <source>Show the whole file with the changes in place (Ctrl+Shift+F)</source>
        <translation>Die ganze Datei mit den Änderungen an Ort und Stelle anzeigen (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei lesen…</translation>
    </message>
    <message>
        <source>Full file unavailable: %1</source>
        <translation>Ganze Datei nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>Geänderte Dateien</translation>
    </message>
</context>
<context>
    <name>heddle::PatchFileListModel</name>
    <message>
        <source>binary</source>
        <translation>binär</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (aus %2)</translation>
    </message>
    <message>
        <source>Hunk %1 (line %2)</source>
        <translation>Hunk %1 (Zeile %2)</translation>
    </message>
    <message>
        <source>Hunk %1: %2</source>
        <translation>Hunk %1: %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
</context>
<context>
    <name>heddle::PatchParser</name>
    <message>
        <source>expected a &quot;+++&quot; line after the &quot;---&quot; line</source>
        <translation>nach der &quot;---&quot;-Zeile wird eine &quot;+++&quot;-Zeile erwartet</translation>
    </message>
    <message>
        <source>expected a hunk header &quot;@@ -start,count +start,count @@&quot; after the &quot;+++&quot; line</source>
        <translation>nach der &quot;+++&quot;-Zeile wird eine Hunk-Kopfzeile &quot;@@ -start,count +start,count @@&quot; erwartet</translation>
    </message>
    <message>
        <source>combined diffs of merges (&quot;diff --cc&quot;) are not supported</source>
        <translation>kombinierte Diffs von Merges (&quot;diff --cc&quot;) werden nicht unterstützt</translation>
    </message>
    <message>
        <source>&quot;+++&quot; line without a &quot;---&quot; line before it</source>
        <translation>&quot;+++&quot;-Zeile ohne vorangehende &quot;---&quot;-Zeile</translation>
    </message>
    <message>
        <source>hunk header outside any file: expected a &quot;diff --git&quot; or &quot;---&quot; line before it</source>
        <translation>Hunk-Kopfzeile außerhalb jeder Datei: davor wird eine &quot;diff --git&quot;- oder &quot;---&quot;-Zeile erwartet</translation>
    </message>
    <message>
        <source>line outside any hunk: expected a hunk header &quot;@@ -start,count +start,count @@&quot; before it</source>
        <translation>Zeile außerhalb jedes Hunks: davor wird eine Hunk-Kopfzeile &quot;@@ -start,count +start,count @@&quot; erwartet</translation>
    </message>
    <message>
        <source>unexpected context line: all lines of the old file that the hunk header at line %1 counts (%2) are there</source>
        <translation>unerwartete Kontextzeile: alle Zeilen der alten Datei, die die Hunk-Kopfzeile in Zeile %1 zählt (%2), sind bereits vorhanden</translation>
    </message>
    <message>
        <source>unexpected context line: all lines of the new file that the hunk header at line %1 counts (%2) are there</source>
        <translation>unerwartete Kontextzeile: alle Zeilen der neuen Datei, die die Hunk-Kopfzeile in Zeile %1 zählt (%2), sind bereits vorhanden</translation>
    </message>
    <message>
        <source>unexpected removed line: all lines of the old file that the hunk header at line %1 counts (%2) are there</source>
        <translation>unerwartete entfernte Zeile: alle Zeilen der alten Datei, die die Hunk-Kopfzeile in Zeile %1 zählt (%2), sind bereits vorhanden</translation>
    </message>
    <message>
        <source>unexpected added line: all lines of the new file that the hunk header at line %1 counts (%2) are there</source>
        <translation>unerwartete hinzugefügte Zeile: alle Zeilen der neuen Datei, die die Hunk-Kopfzeile in Zeile %1 zählt (%2), sind bereits vorhanden</translation>
    </message>
    <message>
        <source>unexpected line in hunk: lines start with &apos; &apos;, &apos;+&apos;, &apos;-&apos; or &apos;\&apos;</source>
        <translation>unerwartete Zeile im Hunk: Zeilen beginnen mit &apos; &apos;, &apos;+&apos;, &apos;-&apos; oder &apos;\&apos;</translation>
    </message>
    <message>
        <source>line outside any hunk: &quot;\ No newline at end of file&quot; must follow a line of a hunk</source>
        <translation>Zeile außerhalb jedes Hunks: &quot;\ No newline at end of file&quot; muss auf eine Zeile eines Hunks folgen</translation>
    </message>
    <message>
        <source>line outside any hunk: the file has no hunks</source>
        <translation>Zeile außerhalb jedes Hunks: die Datei hat keine Hunks</translation>
    </message>
    <message>
        <source>line outside any hunk: all lines that the hunk header at line %1 counts (%2 old, %3 new) are there</source>
        <translation>Zeile außerhalb jedes Hunks: alle Zeilen, die die Hunk-Kopfzeile in Zeile %1 zählt (%2 alt, %3 neu), sind bereits vorhanden</translation>
    </message>
    <message>
        <source>the patch ends after a &quot;---&quot; line: expected a &quot;+++&quot; line</source>
        <translation>der Patch endet nach einer &quot;---&quot;-Zeile: eine &quot;+++&quot;-Zeile wird erwartet</translation>
    </message>
    <message>
        <source>the patch ends after a &quot;+++&quot; line: expected a hunk header &quot;@@ -start,count +start,count @@&quot;</source>
        <translation>der Patch endet nach einer &quot;+++&quot;-Zeile: eine Hunk-Kopfzeile &quot;@@ -start,count +start,count @@&quot; wird erwartet</translation>
    </message>
    <message>
        <source>hunk header: expected &quot;@@ -start,count +start,count @@&quot;</source>
        <translation>Hunk-Kopfzeile: &quot;@@ -start,count +start,count @@&quot; erwartet</translation>
    </message>
    <message>
        <source>empty hunk: the header counts no lines of either file</source>
        <translation>leerer Hunk: die Kopfzeile zählt keine Zeilen der beiden Dateien</translation>
    </message>
    <message>
        <source>&quot;\ No newline at end of file&quot; must follow a line of the hunk</source>
        <translation>&quot;\ No newline at end of file&quot; muss auf eine Zeile des Hunks folgen</translation>
    </message>
    <message>
        <source>&quot;rename from&quot; without &quot;rename to&quot;</source>
        <translation>&quot;rename from&quot; ohne &quot;rename to&quot;</translation>
    </message>
    <message>
        <source>&quot;rename to&quot; without &quot;rename from&quot;</source>
        <translation>&quot;rename to&quot; ohne &quot;rename from&quot;</translation>
    </message>
    <message>
        <source>&quot;copy from&quot; without &quot;copy to&quot;</source>
        <translation>&quot;copy from&quot; ohne &quot;copy to&quot;</translation>
    </message>
    <message>
        <source>&quot;copy to&quot; without &quot;copy from&quot;</source>
        <translation>&quot;copy to&quot; ohne &quot;copy from&quot;</translation>
    </message>
    <message>
        <source>a file cannot be both new and deleted</source>
        <translation>eine Datei kann nicht zugleich neu und gelöscht sein</translation>
    </message>
    <message>
        <source>file header names no path: expected &quot;diff --git a/PATH b/PATH&quot;</source>
        <translation>der Dateikopf nennt keinen Pfad: &quot;diff --git a/PATH b/PATH&quot; erwartet</translation>
    </message>
    <message>
        <source>hunk ends early at the end of the patch</source>
        <translation>der Hunk endet vorzeitig am Ende des Patches</translation>
    </message>
    <message>
        <source>hunk ends early</source>
        <translation>der Hunk endet vorzeitig</translation>
    </message>
    <message>
        <source>1 more line of the old file</source>
        <translation>1 weitere Zeile der alten Datei</translation>
    </message>
    <message>
        <source>%1 more lines of the old file</source>
        <translation>%1 weitere Zeilen der alten Datei</translation>
    </message>
    <message>
        <source>1 more line of the new file</source>
        <translation>1 weitere Zeile der neuen Datei</translation>
    </message>
    <message>
        <source>%1 more lines of the new file</source>
        <translation>%1 weitere Zeilen der neuen Datei</translation>
    </message>
    <message>
        <source>expected %1 and %2</source>
        <translation>%1 und %2 erwartet</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>the hunk starts at line %1</source>
        <translation>der Hunk beginnt in Zeile %1</translation>
    </message>
    <message>
        <source>invalid mode %1: expected six octal digits such as 100644</source>
        <translation>ungültiger Modus %1: sechs Oktalziffern wie 100644 erwartet</translation>
    </message>
    <message>
        <source>invalid quoted path: expected a closing &apos;&quot;&apos; and escapes such as \t, \&quot; or \303</source>
        <translation>ungültiger Pfad in Anführungszeichen: ein schließendes &apos;&quot;&apos; und Escape-Sequenzen wie \t, \&quot; oder \303 erwartet</translation>
    </message>
    <message>
        <source>expected a path</source>
        <translation>Pfad erwartet</translation>
    </message>
    <message>
        <source>index line: expected &quot;index &lt;hash&gt;..&lt;hash&gt; [mode]&quot;</source>
        <translation>index-Zeile: &quot;index &lt;hash&gt;..&lt;hash&gt; [mode]&quot; erwartet</translation>
    </message>
    <message>
        <source>similarity index: expected a percentage such as 90%</source>
        <translation>similarity index: ein Prozentwert wie 90% erwartet</translation>
    </message>
</context>
<context>
    <name>heddle::PatchesPage</name>
    <message>
        <source>The patch to show</source>
        <translation>Der anzuzeigende Patch</translation>
    </message>
    <message>
        <source>Compare the patch with another one: what does one do that the other does not?</source>
        <translation>Den Patch mit einem anderen vergleichen: Was macht der eine, was der andere nicht macht?</translation>
    </message>
    <message>
        <source>compared with</source>
        <translation>verglichen mit</translation>
    </message>
    <message>
        <source>Edit Reference…</source>
        <translation>Referenz bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the files the reference patch leaves, or its diff</source>
        <translation>Die Dateien, wie der Referenz-Patch sie hinterlässt, oder seinen Diff bearbeiten</translation>
    </message>
    <message>
        <source>Viewed ticks cannot be remembered: %1</source>
        <translation>Häkchen für Gesehenes können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>Die Aufgabe hat keinen Versuch %1.</translation>
    </message>
    <message>
        <source>%1 has no hunk %2 in %3.</source>
        <translation>%1 hat keinen Hunk %2 in %3.</translation>
    </message>
    <message>
        <source>This patch cannot be shown: %1</source>
        <translation>Dieser Patch kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>%1 kann nicht verglichen werden: %2</translation>
    </message>
    <message>
        <source>Viewed ticks were reset: %1</source>
        <translation>Häkchen für Gesehenes wurden zurückgesetzt: %1</translation>
    </message>
</context>
<context>
    <name>heddle::PreferencesDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Your name and email go into every verdict, status change and commit. Left empty, they come from git&apos;s user.name and user.email, else from your login.</source>
        <translation>Ihr Name und Ihre E-Mail-Adresse werden in jedem Urteil, jeder Statusänderung und jedem Commit vermerkt. Bleiben die Felder leer, werden user.name und user.email aus git verwendet, andernfalls Ihr Anmeldename.</translation>
    </message>
    <message>
        <source>Curator &amp;name:</source>
        <translation>&amp;Name des Kurators:</translation>
    </message>
    <message>
        <source>&amp;Email:</source>
        <translation>E-&amp;Mail:</translation>
    </message>
    <message>
        <source>Test command &amp;timeout:</source>
        <translation>&amp;Zeitlimit des Testbefehls:</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Clone, mirror or URL</source>
        <translation>Klon, Spiegel oder URL</translation>
    </message>
    <message>
        <source>Where the dataset&apos;s repositories are, by the name its tasks give them (django/django): a local clone, a bare mirror (relative to the dataset or absolute) or a URL, cloned once. This comes before the path and URL of each task, and is kept in heddle-dataset.json for everyone who uses the dataset.</source>
        <translation>Wo die Repositorys des Datensatzes liegen, nach dem Namen, den ihre Aufgaben ihnen geben (django/django): ein lokaler Klon, ein Bare-Spiegel (relativ zum Datensatz oder absolut) oder eine URL, die einmal geklont wird. Dies hat Vorrang vor Pfad und URL jeder Aufgabe und wird in heddle-dataset.json für alle gespeichert, die den Datensatz verwenden.</translation>
    </message>
    <message>
        <source>Repositories of %1</source>
        <translation>Repositorys von %1</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>The window is made again in the language chosen, on the same task.</source>
        <translation>Das Fenster wird in der gewählten Sprache neu aufgebaut, auf derselben Aufgabe.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>Repositorys</translation>
    </message>
    <message>
        <source>Your review agents</source>
        <translation>Ihre Review-Agenten</translation>
    </message>
    <message>
        <source>Your own &amp;review agents (Review &gt; Run Agent), as a JSON list in the form of heddle-dataset.json&apos;s review_agents; a dataset&apos;s agent of the same name wins:</source>
        <translation>Ihre eigenen &amp;Review-Agenten (Prüfen &gt; Agent ausführen) als JSON-Liste in der Form von review_agents in heddle-dataset.json; ein gleichnamiger Agent des Datensatzes hat Vorrang:</translation>
    </message>
    <message>
        <source>review agents</source>
        <translation>Review-Agenten</translation>
    </message>
</context>
<context>
    <name>heddle::PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>Select a task to present it.</source>
        <translation>Wählen Sie eine Aufgabe aus, um sie zu präsentieren.</translation>
    </message>
    <message>
        <source>The saved order of the beats is not used: %1</source>
        <translation>Die gespeicherte Reihenfolge der Stationen wird nicht verwendet: %1</translation>
    </message>
    <message>
        <source>Arrange the presentation of %1</source>
        <translation>Präsentation von %1 anordnen</translation>
    </message>
    <message numerus="yes">
        <source>%n of the beats shown.</source>
        <translation>
            <numerusform>%n Station angezeigt.</numerusform>
            <numerusform>%n Stationen angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The order of the beats is saved with %1.</source>
        <translation>Die Reihenfolge der Stationen wurde mit %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>heddle::PresentationView</name>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Space next · Backspace back · B beats · Esc leave</source>
        <translation>Space weiter · Backspace zurück · B Stationen · Esc beenden</translation>
    </message>
    <message>
        <source>No beat to show</source>
        <translation>Keine Station anzuzeigen</translation>
    </message>
    <message>
        <source>%1 / %2  %3</source>
        <translation>%1 / %2  %3</translation>
    </message>
    <message>
        <source>Every beat is skipped: press B to choose the beats to show.</source>
        <translation>Alle Stationen werden übersprungen: Drücken Sie B, um die anzuzeigenden Stationen auszuwählen.</translation>
    </message>
</context>
<context>
    <name>heddle::Probe</name>
    <message>
        <source>The input search printed no result: the run ended before it could, or its output was cut</source>
        <translation>Die Eingabesuche hat kein Ergebnis ausgegeben: Der Lauf endete vorher, oder seine Ausgabe wurde abgeschnitten</translation>
    </message>
    <message>
        <source>The input search&apos;s result was cut short</source>
        <translation>Das Ergebnis der Eingabesuche wurde abgeschnitten</translation>
    </message>
    <message>
        <source>the input search&apos;s result</source>
        <translation>das Ergebnis der Eingabesuche</translation>
    </message>
    <message>
        <source>The input search&apos;s result is not an object</source>
        <translation>Das Ergebnis der Eingabesuche ist kein Objekt</translation>
    </message>
    <message>
        <source>returns %1</source>
        <translation>liefert %1</translation>
    </message>
    <message>
        <source>raises %1</source>
        <translation>wirft %1</translation>
    </message>
    <message>
        <source>raises %1 (%2)</source>
        <translation>wirft %1 (%2)</translation>
    </message>
    <message>
        <source>does not return</source>
        <translation>kehrt nicht zurück</translation>
    </message>
    <message>
        <source>could not be called: %1</source>
        <translation>ließ sich nicht aufrufen: %1</translation>
    </message>
    <message>
        <source>leaves its arguments as %1 where the reference leaves %2 for %3</source>
        <translation>hinterlässt seine Argumente bei %3 als %1, die Referenz dagegen als %2</translation>
    </message>
    <message>
        <source>%1 where the reference %2 for %3</source>
        <translation>%1 bei %3, die Referenz dagegen %2</translation>
    </message>
</context>
<context>
    <name>heddle::ProbeComparison</name>
    <message>
        <source>%1 could not be compared: %2</source>
        <translation>%1 konnte nicht verglichen werden: %2</translation>
    </message>
</context>
<context>
    <name>heddle::ProbeSearch</name>
    <message>
        <source>the reference changes no function of Python code</source>
        <translation>die Referenz ändert keine Funktion in Python-Code</translation>
    </message>
    <message>
        <source>the reference passes none of the declared tests</source>
        <translation>die Referenz besteht keinen der deklarierten Tests</translation>
    </message>
    <message>
        <source>its patch does not apply: %1</source>
        <translation>sein Patch lässt sich nicht anwenden: %1</translation>
    </message>
    <message>
        <source>the run ended before the search could say anything</source>
        <translation>der Lauf endete, bevor die Suche etwas melden konnte</translation>
    </message>
    <message>
        <source>the reference&apos;s run was cancelled</source>
        <translation>der Lauf der Referenz wurde abgebrochen</translation>
    </message>
    <message>
        <source>the tests make no call into the changed functions</source>
        <translation>die Tests rufen keine der geänderten Funktionen auf</translation>
    </message>
    <message>
        <source>no call the search made runs line %1 of %2</source>
        <translation>kein Aufruf der Suche führt Zeile %1 von %2 aus</translation>
    </message>
</context>
<context>
    <name>heddle::PythonEnvironment</name>
    <message>
        <source>SWE-bench&apos;s line for %1 %2</source>
        <translation>die Zeile von SWE-bench für %1 %2</translation>
    </message>
    <message>
        <source>the default install</source>
        <translation>die Standardinstallation</translation>
    </message>
    <message>
        <source>no Python environment was made</source>
        <translation>es wurde keine Python-Umgebung angelegt</translation>
    </message>
    <message>
        <source>no Python environment was made: %1</source>
        <translation>es wurde keine Python-Umgebung angelegt: %1</translation>
    </message>
    <message>
        <source>Python %1, %2</source>
        <translation>Python %1, %2</translation>
    </message>
    <message>
        <source>Python %1, %2 failed (%3); %4 put on the path instead</source>
        <translation>Python %1, %2 schlug fehl (%3); stattdessen %4 in den Pfad gelegt</translation>
    </message>
    <message>
        <source>Python %1, %2 failed: %3</source>
        <translation>Python %1, %2 schlug fehl: %3</translation>
    </message>
    <message>
        <source>Python %1, %2, restored from an earlier run</source>
        <translation>Python %1, %2, aus einem früheren Lauf wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>heddle::QueryEditor</name>
    <message>
        <source>Query</source>
        <translation>Aufgabenstellung</translation>
    </message>
    <message>
        <source>Save Query</source>
        <translation>Aufgabenstellung speichern</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Show the query rendered from Markdown (HTML in it is shown as text, links and images are not opened)</source>
        <translation>Die Aufgabenstellung als gerendertes Markdown anzeigen (enthaltenes HTML wird als Text angezeigt, Links und Bilder werden nicht geöffnet)</translation>
    </message>
    <message>
        <source>Save the query into the dataset as one commit (Ctrl+S)</source>
        <translation>Die Aufgabenstellung als ein Commit im Datensatz speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Drop the typing and show the query as saved</source>
        <translation>Eingaben verwerfen und die Aufgabenstellung wie gespeichert anzeigen</translation>
    </message>
    <message>
        <source>modified, not saved</source>
        <translation>geändert, nicht gespeichert</translation>
    </message>
    <message>
        <source>Query preview</source>
        <translation>Vorschau der Aufgabenstellung</translation>
    </message>
</context>
<context>
    <name>heddle::QueueFilterBar</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>needs re-run</source>
        <translation>neuer Lauf nötig</translation>
    </message>
    <message>
        <source>Search tasks by id, repository, model or load error (Ctrl+K)</source>
        <translation>Aufgaben nach ID, Repository, Modell oder Ladefehler durchsuchen (Ctrl+K)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Show every task again</source>
        <translation>Wieder alle Aufgaben anzeigen</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Beliebiger Status</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Beliebige Art</translation>
    </message>
    <message>
        <source>False positives (FP)</source>
        <translation>Falsch positiv (FP)</translation>
    </message>
    <message>
        <source>False negatives (FN)</source>
        <translation>Falsch negativ (FN)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Beliebiges Urteil</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Needs re-run</source>
        <translation>Neuer Lauf nötig</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Any task</source>
        <translation>Jede Aufgabe</translation>
    </message>
    <message>
        <source>Has a load error</source>
        <translation>Mit Ladefehler</translation>
    </message>
    <message>
        <source>Loads fine</source>
        <translation>Lädt fehlerfrei</translation>
    </message>
    <message>
        <source>Score of the newest analysis</source>
        <translation>Score der neuesten Analyse</translation>
    </message>
    <message>
        <source>Any score</source>
        <translation>Beliebiger Score</translation>
    </message>
    <message>
        <source>Below 100% (a mutant survives)</source>
        <translation>Unter 100 % (ein Mutant überlebt)</translation>
    </message>
    <message>
        <source>Below %1%</source>
        <translation>Unter %1 %</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Not analysed</source>
        <translation>Nicht analysiert</translation>
    </message>
    <message>
        <source>Stale (the task changed since)</source>
        <translation>Veraltet (die Aufgabe hat sich seitdem geändert)</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>Beliebige Kategorie</translation>
    </message>
    <message>
        <source>Any repository</source>
        <translation>Beliebiges Repository</translation>
    </message>
    <message>
        <source>Any model</source>
        <translation>Beliebiges Modell</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>load error</source>
        <translation>Ladefehler</translation>
    </message>
    <message>
        <source>loads fine</source>
        <translation>lädt fehlerfrei</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>below %1%</source>
        <translation>unter %1 %</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>nicht analysiert</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>1 task</source>
        <translation>1 Aufgabe</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation>%1 Aufgaben</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Search the queue</source>
        <translation>Warteschlange durchsuchen</translation>
    </message>
    <message>
        <source>Newest validation</source>
        <translation>Neueste Validierung</translation>
    </message>
    <message>
        <source>Runs that tested nothing</source>
        <translation>Läufe, die nichts getestet haben</translation>
    </message>
    <message>
        <source>Runs that did not run (collection, usage)</source>
        <translation>Läufe, die nicht liefen (Sammlung, Aufruf)</translation>
    </message>
    <message>
        <source>Runs that lacked their environment</source>
        <translation>Läufe ohne ihre Umgebung</translation>
    </message>
    <message>
        <source>tested nothing</source>
        <translation>nichts getestet</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>lacked environment</source>
        <translation>Umgebung fehlte</translation>
    </message>
</context>
<context>
    <name>heddle::QueuePanel</name>
    <message>
        <source>Tasks: %1</source>
        <translation>Aufgaben: %1</translation>
    </message>
    <message>
        <source>shown: %1</source>
        <translation>angezeigt: %1</translation>
    </message>
    <message>
        <source>failed to load: %1</source>
        <translation>nicht geladen: %1</translation>
    </message>
    <message>
        <source>open FP flags: %1</source>
        <translation>offene FP-Befunde: %1</translation>
    </message>
    <message>
        <source>open FN flags: %1</source>
        <translation>offene FN-Befunde: %1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
</context>
<context>
    <name>heddle::ReferenceFiles</name>
    <message>
        <source>The base commit %1 is not in the repository %2</source>
        <translation>Der Basis-Commit %1 ist nicht im Repository %2 enthalten</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Cannot read the tree of %1</source>
        <translation>Der Baum von %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot read %1 at %2</source>
        <translation>%1 kann bei %2 nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is not a regular file at the base commit (a folder, a link or a submodule): it cannot be edited as text</source>
        <translation>%1 ist beim Basis-Commit keine reguläre Datei (sondern ein Ordner, ein Link oder ein Submodul): Es kann nicht als Text bearbeitet werden</translation>
    </message>
    <message>
        <source>The reference patch cannot be read: %1</source>
        <translation>Der Referenz-Patch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The reference patch does not apply at the base commit: %1</source>
        <translation>Der Referenz-Patch lässt sich beim Basis-Commit nicht anwenden: %1</translation>
    </message>
    <message>
        <source>Reading the reference&apos;s files was cancelled</source>
        <translation>Das Lesen der Dateien der Referenz wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 lies outside the repository</source>
        <translation>%1 liegt außerhalb des Repositorys</translation>
    </message>
    <message>
        <source>%1 already exists in the repository</source>
        <translation>%1 existiert bereits im Repository</translation>
    </message>
    <message>
        <source>%1 does not exist in the repository</source>
        <translation>%1 existiert nicht im Repository</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a relative path inside the repository (no &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; or leading &apos;/&apos;).</source>
        <translation>&quot;%1&quot; ist kein relativer Pfad innerhalb des Repositorys (kein &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; oder führendes &apos;/&apos;).</translation>
    </message>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1 ist bereits in der Liste.</translation>
    </message>
    <message>
        <source>%1 is a binary file: it cannot be edited as text.</source>
        <translation>%1 ist eine Binärdatei: Sie kann nicht als Text bearbeitet werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a relative path inside the repository.</source>
        <translation>&quot;%1&quot; ist kein relativer Pfad innerhalb des Repositorys.</translation>
    </message>
    <message>
        <source>%1 holds binary content: the reference patch is a text diff.</source>
        <translation>%1 hat binären Inhalt: Der Referenz-Patch ist ein Text-Diff.</translation>
    </message>
    <message>
        <source>Cannot diff %1</source>
        <translation>Diff von %1 nicht möglich</translation>
    </message>
</context>
<context>
    <name>heddle::ReferenceFilesEditor</name>
    <message>
        <source>Delete File</source>
        <translation>Datei löschen</translation>
    </message>
    <message>
        <source>Revert File</source>
        <translation>Datei zurücksetzen</translation>
    </message>
    <message>
        <source>The reference deletes this file. Revert File puts it back as the patch left it.</source>
        <translation>Die Referenz löscht diese Datei. „Datei zurücksetzen“ stellt sie so wieder her, wie der Patch sie hinterlassen hat.</translation>
    </message>
    <message>
        <source>Add File…</source>
        <translation>Datei hinzufügen…</translation>
    </message>
    <message>
        <source>Edit another file of the repository, or create a new one</source>
        <translation>Eine andere Datei des Repositorys bearbeiten oder eine neue anlegen</translation>
    </message>
    <message>
        <source>The reference deletes this file</source>
        <translation>Die Referenz löscht diese Datei</translation>
    </message>
    <message>
        <source>Undo every edit of this file</source>
        <translation>Alle Bearbeitungen dieser Datei rückgängig machen</translation>
    </message>
    <message>
        <source>deleted by the reference</source>
        <translation>von der Referenz gelöscht</translation>
    </message>
    <message>
        <source>added by the reference</source>
        <translation>von der Referenz hinzugefügt</translation>
    </message>
    <message>
        <source>changed by the reference</source>
        <translation>von der Referenz geändert</translation>
    </message>
    <message>
        <source>as at the base commit</source>
        <translation>wie beim Basis-Commit</translation>
    </message>
    <message>
        <source>%1: %2, edited</source>
        <translation>%1: %2, bearbeitet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>heddle::ReferencePatchDialog</name>
    <message>
        <source>%1: 1 file</source>
        <translation>%1: 1 Datei</translation>
    </message>
    <message>
        <source>%1: %2 files</source>
        <translation>%1: %2 Dateien</translation>
    </message>
    <message>
        <source>Edit Reference Patch — %1</source>
        <translation>Referenz-Patch bearbeiten — %1</translation>
    </message>
    <message>
        <source>Reading the files at the base commit…</source>
        <translation>Dateien beim Basis-Commit werden gelesen…</translation>
    </message>
    <message>
        <source>The files as the reference patch leaves them at the base commit %1. Saving writes the reference patch again as their diff against it.</source>
        <translation>Die Dateien, wie der Referenz-Patch sie beim Basis-Commit %1 hinterlässt. Beim Speichern wird der Referenz-Patch neu als ihr Diff dagegen geschrieben.</translation>
    </message>
    <message>
        <source>Patched Files</source>
        <translation>Gepatchte Dateien</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>Add File</source>
        <translation>Datei hinzufügen</translation>
    </message>
    <message>
        <source>Path of the file, relative to the repository root (a file of the repository opens as it is at the base commit; another path makes a new file):</source>
        <translation>Pfad der Datei, relativ zum Stammverzeichnis des Repositorys (eine Datei des Repositorys öffnet sich so, wie sie beim Basis-Commit ist; ein anderer Pfad legt eine neue Datei an):</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Reading the reference&apos;s files at the base commit…</source>
        <translation>Dateien der Referenz beim Basis-Commit werden gelesen…</translation>
    </message>
    <message>
        <source>The patched files cannot be edited: %1 The diff can still be edited.</source>
        <translation>Die gepatchten Dateien können nicht bearbeitet werden: %1 Der Diff kann weiterhin bearbeitet werden.</translation>
    </message>
    <message>
        <source>Save or cancel the edits of the diff first</source>
        <translation>Speichern oder verwerfen Sie zuerst die Bearbeitungen des Diffs</translation>
    </message>
    <message>
        <source>Save or cancel the edits of the files first</source>
        <translation>Speichern oder verwerfen Sie zuerst die Bearbeitungen der Dateien</translation>
    </message>
    <message>
        <source>Writing the reference patch…</source>
        <translation>Referenz-Patch wird geschrieben…</translation>
    </message>
    <message>
        <source>The edited files are as they are at the base commit: the reference patch would change nothing.</source>
        <translation>Die bearbeiteten Dateien entsprechen dem Stand beim Basis-Commit: Der Referenz-Patch würde nichts ändern.</translation>
    </message>
    <message>
        <source>Reference patch edited</source>
        <translation>Referenz-Patch bearbeitet</translation>
    </message>
    <message>
        <source>Applying the diff at the base commit…</source>
        <translation>Diff wird beim Basis-Commit angewendet…</translation>
    </message>
    <message>
        <source>The diff was not saved. %1</source>
        <translation>Der Diff wurde nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>The diff was not saved: it changes no file.</source>
        <translation>Der Diff wurde nicht gespeichert: Er ändert keine Datei.</translation>
    </message>
    <message>
        <source>Reference patch diff edited</source>
        <translation>Diff des Referenz-Patches bearbeitet</translation>
    </message>
    <message>
        <source>Reference patch not saved</source>
        <translation>Referenz-Patch nicht gespeichert</translation>
    </message>
    <message>
        <source>Discard Edits</source>
        <translation>Bearbeitungen verwerfen</translation>
    </message>
    <message>
        <source>The reference patch has unsaved edits. Discard them?</source>
        <translation>Der Referenz-Patch hat ungespeicherte Bearbeitungen. Verwerfen?</translation>
    </message>
</context>
<context>
    <name>heddle::Relaxations</name>
    <message>
        <source>compares the items with their counts (assertCountEqual) instead of in order</source>
        <translation>vergleicht die Elemente samt ihrer Anzahl (assertCountEqual) statt in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>compares the items as a sorted list instead of in order</source>
        <translation>vergleicht die Elemente als sortierte Liste statt in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>compares the items with their counts (collections.Counter) instead of in order</source>
        <translation>vergleicht die Elemente samt ihrer Anzahl (collections.Counter) statt in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>compares the items as a set instead of in order</source>
        <translation>vergleicht die Elemente als Set statt in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>compares with assertAlmostEqual(%1), the tolerance the task&apos;s statement states, instead of exactly</source>
        <translation>vergleicht mit assertAlmostEqual(%1), der Toleranz, die die Aufgabenstellung nennt, statt exakt</translation>
    </message>
    <message>
        <source>compares with assertAlmostEqual instead of exactly</source>
        <translation>vergleicht mit assertAlmostEqual statt exakt</translation>
    </message>
    <message>
        <source>compares with pytest.approx(%1), the tolerance the task&apos;s statement states, instead of exactly</source>
        <translation>vergleicht mit pytest.approx(%1), der Toleranz, die die Aufgabenstellung nennt, statt exakt</translation>
    </message>
    <message>
        <source>compares with pytest.approx instead of exactly</source>
        <translation>vergleicht mit pytest.approx statt exakt</translation>
    </message>
    <message>
        <source>checks isinstance instead of the exact type</source>
        <translation>prüft mit isinstance statt auf den exakten Typ</translation>
    </message>
    <message>
        <source>compares with assertEqual instead of identity</source>
        <translation>vergleicht mit assertEqual, statt auf Identität zu prüfen</translation>
    </message>
    <message>
        <source>compares with == instead of identity</source>
        <translation>vergleicht mit ==, statt auf Identität zu prüfen</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>compares the %1 written in any number of calls instead of how it was split into calls</source>
        <translation>vergleicht, was an %1 in beliebig vielen Aufrufen geschrieben wurde, statt wie es auf die Aufrufe verteilt war</translation>
    </message>
    <message>
        <source>checks that the %1 written in any number of calls holds the expected %1 instead of how it was split into calls</source>
        <translation>prüft, ob das, was an %1 in beliebig vielen Aufrufen geschrieben wurde, das Erwartete an %1 enthält, statt wie es auf die Aufrufe verteilt war</translation>
    </message>
    <message>
        <source>checks only that the mock was %1 once</source>
        <translation>prüft nur, dass der Mock einmal %1 wurde</translation>
    </message>
    <message>
        <source>checks that the mock was %1 once, with each argument passed positionally or by keyword</source>
        <translation>prüft, dass der Mock einmal %1 wurde, wobei jedes Argument positionell oder als Schlüsselwort übergeben sein darf</translation>
    </message>
    <message>
        <source>checks only that the mock was %1</source>
        <translation>prüft nur, dass der Mock %1 wurde</translation>
    </message>
    <message>
        <source>checks that the mock was %1, with each argument passed positionally or by keyword</source>
        <translation>prüft, dass der Mock %1 wurde, wobei jedes Argument positionell oder als Schlüsselwort übergeben sein darf</translation>
    </message>
    <message>
        <source>allows up to %1 %3, the bound the task&apos;s statement states, instead of %2 %3</source>
        <translation>erlaubt bis zu %1 %3, die Grenze, die die Aufgabenstellung nennt, statt %2 %3</translation>
    </message>
    <message>
        <source>matches only the words &quot;%1&quot;, which the task&apos;s statement uses, instead of the whole message</source>
        <translation>gleicht nur die Wörter „%1“ ab, die die Aufgabenstellung verwendet, statt der ganzen Meldung</translation>
    </message>
    <message>
        <source>matches only the words &quot;%1&quot;, which the task&apos;s statement uses, in any letter case, instead of the whole message</source>
        <translation>gleicht nur die Wörter „%1“ ab, die die Aufgabenstellung verwendet, in beliebiger Groß- und Kleinschreibung, statt der ganzen Meldung</translation>
    </message>
    <message>
        <source>keeps the expected exception and no longer matches its message</source>
        <translation>behält die erwartete Ausnahme bei und gleicht ihre Meldung nicht mehr ab</translation>
    </message>
    <message>
        <source>keeps the expected exception (%1) and no longer matches its message</source>
        <translation>behält die erwartete Ausnahme bei (%1) und gleicht ihre Meldung nicht mehr ab</translation>
    </message>
    <message>
        <source>checks that the message contains &quot;%1&quot;, which the task&apos;s statement uses, instead of its exact text</source>
        <translation>prüft, ob die Meldung das in der Aufgabenstellung verwendete „%1“ enthält, statt ihren genauen Text zu prüfen</translation>
    </message>
    <message>
        <source>checks that the message contains &quot;%1&quot; in any letter case instead of its exact text</source>
        <translation>prüft, ob die Meldung „%1“ in beliebiger Groß- und Kleinschreibung enthält, statt ihren genauen Text zu prüfen</translation>
    </message>
    <message>
        <source>reads the public name %1, which the task&apos;s statement uses, instead of the private one</source>
        <translation>liest den öffentlichen Namen %1, den die Aufgabenstellung verwendet, statt des privaten</translation>
    </message>
    <message>
        <source>reads %1, which the task&apos;s statement names, instead of the private %2</source>
        <translation>liest %1, wie von der Aufgabenstellung genannt, statt des privaten %2</translation>
    </message>
    <message>
        <source>compares the field %1 instead of the printed text</source>
        <translation>vergleicht das Feld %1 statt des ausgegebenen Textes</translation>
    </message>
    <message>
        <source>compares the fields %1 instead of the printed text</source>
        <translation>vergleicht die Felder %1 statt des ausgegebenen Textes</translation>
    </message>
    <message>
        <source>drops the %1 check, which the task&apos;s statement does not ask for</source>
        <translation>entfernt die Prüfung %1, die die Aufgabenstellung nicht verlangt</translation>
    </message>
</context>
<context>
    <name>heddle::Repair</name>
    <message>
        <source>the failing check&apos;s line in %1 is not known</source>
        <translation>die Zeile der fehlschlagenden Prüfung in %1 ist unbekannt</translation>
    </message>
    <message>
        <source>no rewrite keeps what %1:%2 asks and drops the detail</source>
        <translation>keine Umschreibung behält bei, was %1:%2 verlangt, und lässt das Detail fallen</translation>
    </message>
    <message>
        <source>the newest validation no longer shows the failing check</source>
        <translation>die neueste Validierung zeigt die fehlschlagende Prüfung nicht mehr</translation>
    </message>
    <message>
        <source>its mutants are not in the newest mutation analysis</source>
        <translation>seine Mutanten kommen in der neuesten Mutationsanalyse nicht vor</translation>
    </message>
    <message>
        <source>the input search gave nothing: %1</source>
        <translation>die Eingabesuche hat nichts ergeben: %1</translation>
    </message>
    <message>
        <source>no call the search tried tells %1 from the reference with arguments a test can write down</source>
        <translation>kein Aufruf, den die Suche versucht hat, unterscheidet %1 von der Referenz mit Argumenten, die ein Test aufschreiben kann</translation>
    </message>
    <message numerus="yes">
        <source>adds %n test(s) that the surviving mutants fail: %1</source>
        <translation>
            <numerusform>fügt %n Test hinzu, den die überlebenden Mutanten nicht bestehen: %1</numerusform>
            <numerusform>fügt %n Tests hinzu, die die überlebenden Mutanten nicht bestehen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest mutation analysis did not compare %1</source>
        <translation>die neueste Mutationsanalyse hat %1 nicht verglichen</translation>
    </message>
    <message>
        <source>adds %1, which asserts what the reference gives for %2</source>
        <translation>fügt %1 hinzu, einen Test, der zusichert, was die Referenz bei %2 liefert</translation>
    </message>
    <message>
        <source>no call that tells %1 from the reference has arguments and a result a test can write down</source>
        <translation>kein Aufruf, der %1 von der Referenz unterscheidet, hat Argumente und ein Ergebnis, die ein Test aufschreiben kann</translation>
    </message>
    <message>
        <source>the task has no mutation analysis</source>
        <translation>die Aufgabe hat keine Mutationsanalyse</translation>
    </message>
    <message>
        <source>the task has no validation record</source>
        <translation>die Aufgabe hat keine Validierungsaufzeichnung</translation>
    </message>
    <message>
        <source>%1, for %2</source>
        <translation>%1, für %2</translation>
    </message>
</context>
<context>
    <name>heddle::RepairApply</name>
    <message>
        <source>Relaxed a check in %1 for flag %2</source>
        <translation>Prüfung in %1 für Befund %2 gelockert</translation>
    </message>
    <message numerus="yes">
        <source>Added %n test(s) to %1 for flag %2</source>
        <translation>
            <numerusform>%n Test zu %1 für Befund %2 hinzugefügt</numerusform>
            <numerusform>%n Tests zu %1 für Befund %2 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired by a verified suggestion (%1 in %2): %3</source>
        <translation>Durch einen verifizierten Vorschlag repariert (%1 in %2): %3</translation>
    </message>
    <message>
        <source>%1 changed since the suggestion for flag %2 was made</source>
        <translation>%1 hat sich geändert, seit der Vorschlag für Befund %2 erstellt wurde</translation>
    </message>
</context>
<context>
    <name>heddle::RepairController</name>
    <message>
        <source>The repairs of another flag are being proved.</source>
        <translation>Die Reparaturen eines anderen Befunds werden gerade nachgewiesen.</translation>
    </message>
    <message>
        <source>Proving the repairs of flag %1…</source>
        <translation>Die Reparaturen von Befund %1 werden nachgewiesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>nothing to suggest</source>
        <translation>nichts vorzuschlagen</translation>
    </message>
    <message>
        <source>%1 changed since the repair of flag %2 was proved: suggest it again.</source>
        <translation>%1 hat sich geändert, seit die Reparatur von Befund %2 nachgewiesen wurde: Lassen Sie sie erneut vorschlagen.</translation>
    </message>
    <message>
        <source>The repair of flag %1 was not taken: %2</source>
        <translation>Die Reparatur von Befund %1 wurde nicht übernommen: %2</translation>
    </message>
    <message>
        <source>Repair of flag %1 taken; the task is validated again.</source>
        <translation>Reparatur von Befund %1 übernommen; die Aufgabe wird erneut validiert.</translation>
    </message>
    <message>
        <source>Repair of flag %1 taken; the task is validated and its mutants analysed again.</source>
        <translation>Reparatur von Befund %1 übernommen; die Aufgabe wird erneut validiert und ihre Mutanten werden erneut analysiert.</translation>
    </message>
    <message>
        <source>The re-run still raises flag %1: the repair did not resolve it.</source>
        <translation>Der erneute Lauf meldet Befund %1 weiterhin: die Reparatur hat ihn nicht behoben.</translation>
    </message>
    <message>
        <source>The re-run confirms the repair of flag %1.</source>
        <translation>Der erneute Lauf bestätigt die Reparatur von Befund %1.</translation>
    </message>
</context>
<context>
    <name>heddle::RepairDialog</name>
    <message>
        <source>Suggested Repair</source>
        <translation>Vorgeschlagene Reparatur</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Take this suggestion: one edit of the test file and lists, undoable, committed; the flag is confirmed as repaired and the task validated again (Ctrl+Return)</source>
        <translation>Diesen Vorschlag übernehmen: eine Bearbeitung der Testdatei und der Listen, rückgängig machbar und als Commit gespeichert; der Befund wird als repariert bestätigt und die Aufgabe erneut validiert (Ctrl+Return)</translation>
    </message>
    <message>
        <source>&amp;Next Suggestion</source>
        <translation>&amp;Nächster Vorschlag</translation>
    </message>
    <message>
        <source>Show the next verified suggestion for this flag (Ctrl+N)</source>
        <translation>Den nächsten verifizierten Vorschlag für diesen Befund anzeigen (Ctrl+N)</translation>
    </message>
    <message>
        <source>No verified repair for flag %1: %2</source>
        <translation>Keine verifizierte Reparatur für Befund %1: %2</translation>
    </message>
    <message>
        <source>Relax a check</source>
        <translation>Eine Prüfung lockern</translation>
    </message>
    <message>
        <source>Add a test</source>
        <translation>Einen Test hinzufügen</translation>
    </message>
    <message>
        <source>Flag %1 — suggestion %2 of %3: %4 in %5: %6</source>
        <translation>Befund %1 — Vorschlag %2 von %3: %4 in %5: %6</translation>
    </message>
    <message>
        <source>Proved in scratch workspaces:</source>
        <translation>In temporären Arbeitsbereichen nachgewiesen:</translation>
    </message>
</context>
<context>
    <name>heddle::RepairProof</name>
    <message>
        <source>the reference passes every listed test</source>
        <translation>die Referenz besteht jeden aufgeführten Test</translation>
    </message>
    <message>
        <source>the reference does not pass %1</source>
        <translation>die Referenz besteht %1 nicht</translation>
    </message>
    <message>
        <source>the empty patch still fails every FAIL_TO_PASS test</source>
        <translation>der leere Patch besteht weiterhin keinen FAIL_TO_PASS-Test</translation>
    </message>
    <message>
        <source>the empty patch did not run</source>
        <translation>der leere Patch ist nicht gelaufen</translation>
    </message>
    <message>
        <source>the empty patch passes %1</source>
        <translation>der leere Patch besteht %1</translation>
    </message>
    <message>
        <source>%1 now passes every listed test</source>
        <translation>%1 besteht jetzt jeden aufgeführten Test</translation>
    </message>
    <message>
        <source>%1 still fails %2</source>
        <translation>%1 besteht %2 weiterhin nicht</translation>
    </message>
    <message>
        <source>no attempt that failed before for another reason passes now</source>
        <translation>kein Versuch, der zuvor aus einem anderen Grund fehlschlug, besteht jetzt</translation>
    </message>
    <message>
        <source>%1 passes now</source>
        <translation>%1 besteht jetzt</translation>
    </message>
    <message>
        <source>each surviving mutant of the flag fails the new tests</source>
        <translation>jeder überlebende Mutant des Befunds besteht die neuen Tests nicht</translation>
    </message>
    <message>
        <source>mutants %1 still pass</source>
        <translation>die Mutanten %1 bestehen weiterhin</translation>
    </message>
    <message>
        <source>%1 fails the new test</source>
        <translation>%1 besteht den neuen Test nicht</translation>
    </message>
    <message>
        <source>%1 passes it</source>
        <translation>%1 besteht ihn</translation>
    </message>
    <message>
        <source>every attempt that passed every test before and behaves as the reference passes the new tests</source>
        <translation>jeder Versuch, der zuvor jeden Test bestand und sich wie die Referenz verhält, besteht die neuen Tests</translation>
    </message>
    <message>
        <source>%1 fails them</source>
        <translation>%1 besteht sie nicht</translation>
    </message>
    <message>
        <source>not proved: cancelled</source>
        <translation>nicht nachgewiesen: abgebrochen</translation>
    </message>
    <message>
        <source>not proved: the time budget ran out</source>
        <translation>nicht nachgewiesen: das Zeitbudget ist aufgebraucht</translation>
    </message>
</context>
<context>
    <name>heddle::ReportController</name>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>Open a task to export its report.</source>
        <translation>Öffnen Sie eine Aufgabe, um ihren Bericht zu exportieren.</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Blind review hides the attempts&apos; models and the flags, and a report shows them. Record your verdict on the task, or turn blind review off, then export.</source>
        <translation>Die Blindprüfung verbirgt die Modelle der Versuche und die Befunde, ein Bericht zeigt sie jedoch. Erfassen Sie Ihr Urteil zur Aufgabe oder schalten Sie die Blindprüfung aus, und exportieren Sie dann.</translation>
    </message>
    <message>
        <source>Export the Report of %1 To</source>
        <translation>Bericht zu Aufgabe %1 exportieren nach</translation>
    </message>
    <message numerus="yes">
        <source>Export the Report of %n Task(s) To</source>
        <translation>
            <numerusform>Bericht zu %n Aufgabe exportieren nach</numerusform>
            <numerusform>Bericht zu %n Aufgaben exportieren nach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing the report of %n task(s)…</source>
        <translation>
            <numerusform>Bericht zu %n Aufgabe wird geschrieben…</numerusform>
            <numerusform>Bericht zu %n Aufgaben wird geschrieben…</numerusform>
        </translation>
    </message>
    <message>
        <source>Report not written</source>
        <translation>Bericht nicht geschrieben</translation>
    </message>
    <message>
        <source>The report is written to %1.</source>
        <translation>Der Bericht wurde nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Open %1 in a web browser to read it.</source>
        <translation>Öffnen Sie %1 in einem Webbrowser, um ihn zu lesen.</translation>
    </message>
    <message>
        <source>Left out %1: %2</source>
        <translation>%1 ausgelassen: %2</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Bericht geschrieben</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>heddle::ReportSections</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no test results</source>
        <translation>keine Testergebnisse</translation>
    </message>
    <message>
        <source>reference patch</source>
        <translation>Referenz-Patch</translation>
    </message>
    <message>
        <source>empty patch</source>
        <translation>leerer Patch</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed to start</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>over a limit</source>
        <translation>Limit überschritten</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>hält</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>hält nicht</translation>
    </message>
    <message>
        <source>tests that break it: %1</source>
        <translation>Tests, die sie verletzen: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>in Reparatur</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>needs a rerun</source>
        <translation>erneuter Lauf nötig</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>erwarteter Fehlschlag</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>Versuche × Tests</translation>
    </message>
    <message>
        <source>From validation run %1.</source>
        <translation>Aus Validierungslauf %1.</translation>
    </message>
    <message>
        <source>The run is stale: the task changed since.</source>
        <translation>Der Lauf ist veraltet: Die Aufgabe hat sich seitdem geändert.</translation>
    </message>
    <message>
        <source>No validation run: the attempts&apos; stored results.</source>
        <translation>Kein Validierungslauf: die gespeicherten Ergebnisse der Versuche.</translation>
    </message>
    <message>
        <source>The task declares no tests.</source>
        <translation>Die Aufgabe deklariert keine Tests.</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1, expected %2</source>
        <translation>%1, erwartet: %2</translation>
    </message>
    <message>
        <source>not what a correct patch should get</source>
        <translation>nicht das Ergebnis, das ein korrekter Patch erzielen sollte</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>Spezifikationen</translation>
    </message>
    <message>
        <source>Validation runs</source>
        <translation>Validierungsläufe</translation>
    </message>
    <message>
        <source>The task has not been validated.</source>
        <translation>Die Aufgabe wurde noch nicht validiert.</translation>
    </message>
    <message>
        <source>A run record cannot be read: %1</source>
        <translation>Eine Laufaufzeichnung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>Started %1, finished %2, on %3 (%4).</source>
        <translation>Gestartet %1, beendet %2, auf %3 (%4).</translation>
    </message>
    <message>
        <source>Reference control</source>
        <translation>Kontrolle mit Referenz-Patch</translation>
    </message>
    <message>
        <source>Empty-patch control</source>
        <translation>Kontrolle mit leerem Patch</translation>
    </message>
    <message>
        <source>Stale:</source>
        <translation>Veraltet:</translation>
    </message>
    <message>
        <source>Flaky on %1: %2</source>
        <translation>Instabil (%1): %2</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Patch sha256</source>
        <translation>Patch-SHA256</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>the patch did not apply: %1</source>
        <translation>der Patch ließ sich nicht anwenden: %1</translation>
    </message>
    <message>
        <source>not trusted: %1</source>
        <translation>nicht vertrauenswürdig: %1</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>Kuratierung</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>assigned to %1</source>
        <translation>zugewiesen an %1</translation>
    </message>
    <message>
        <source>No decision recorded yet.</source>
        <translation>Noch keine Entscheidung erfasst.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>assigned (%1)</source>
        <translation>zugewiesen (%1)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>approval gates overridden: %1</source>
        <translation>übergangene Freigabekriterien: %1</translation>
    </message>
    <message>
        <source>Verdicts on the flags</source>
        <translation>Urteile zu den Befunden</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
</context>
<context>
    <name>heddle::ReportWriter</name>
    <message>
        <source>The report was cancelled.</source>
        <translation>Der Bericht wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The dataset %1 has no task &quot;%2&quot;.</source>
        <translation>Der Datensatz %1 hat keine Aufgabe „%2“.</translation>
    </message>
    <message>
        <source>No task to report on.</source>
        <translation>Keine Aufgabe für einen Bericht.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>heddle::RepositoryController</name>
    <message>
        <source>&amp;Keep History in Git</source>
        <translation>&amp;Verlauf in Git führen</translation>
    </message>
    <message>
        <source>S&amp;ync with Remote…</source>
        <translation>Mit Remote &amp;synchronisieren…</translation>
    </message>
    <message>
        <source>&amp;Export Benchmark…</source>
        <translation>Benchmark e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the approved tasks as a benchmark folder: SWE-bench instances and a manifest</source>
        <translation>Die freigegebenen Aufgaben als Benchmark-Ordner schreiben: SWE-bench-Instanzen und ein Manifest</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Keep the dataset&apos;s history in git?</source>
        <translation>Verlauf des Datensatzes in Git führen?</translation>
    </message>
    <message>
        <source>%1 becomes a git repository: everything in it is committed once, and from then on every save (a test edit, a verdict, a status change, a validation run) is a commit with you as its author.</source>
        <translation>%1 wird zu einem Git-Repository: Sein gesamter Inhalt wird einmal committet, und danach ist jedes Speichern (eine Testbearbeitung, ein Urteil, eine Statusänderung, ein Validierungslauf) ein Commit mit Ihnen als Autor.</translation>
    </message>
    <message>
        <source>Committing everything in %1…</source>
        <translation>Gesamter Inhalt von %1 wird committet…</translation>
    </message>
    <message>
        <source>The dataset is now a git repository.</source>
        <translation>Der Datensatz ist jetzt ein Git-Repository.</translation>
    </message>
    <message>
        <source>Sync with Remote</source>
        <translation>Mit Remote synchronisieren</translation>
    </message>
    <message>
        <source>Only a dataset kept in git can be synced: File &gt; Keep History in Git first.</source>
        <translation>Nur ein in Git geführter Datensatz kann synchronisiert werden: zuerst Datei &gt; Verlauf in Git führen.</translation>
    </message>
    <message>
        <source>The shared repository (a folder or a URL); empty: the remote already set up:</source>
        <translation>Das gemeinsame Repository (ein Ordner oder eine URL); leer: das bereits eingerichtete Remote:</translation>
    </message>
    <message>
        <source>Syncing with %1…</source>
        <translation>Synchronisierung mit %1…</translation>
    </message>
    <message>
        <source>the remote</source>
        <translation>dem Remote</translation>
    </message>
    <message>
        <source>Sync stopped: the conflicts are not resolved, nothing was changed.</source>
        <translation>Synchronisierung angehalten: Die Konflikte sind nicht gelöst, nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Merging and pushing…</source>
        <translation>Zusammenführen und Pushen…</translation>
    </message>
    <message>
        <source>Not synced</source>
        <translation>Nicht synchronisiert</translation>
    </message>
    <message>
        <source>Already up to date with %1.</source>
        <translation>Bereits auf dem Stand von %1.</translation>
    </message>
    <message>
        <source>Took the changes from %1.</source>
        <translation>Änderungen von %1 übernommen.</translation>
    </message>
    <message>
        <source>Merged with %1.</source>
        <translation>Mit %1 zusammengeführt.</translation>
    </message>
    <message>
        <source>Not pushed: %1</source>
        <translation>Nicht gepusht: %1</translation>
    </message>
    <message>
        <source>Pushed.</source>
        <translation>Gepusht.</translation>
    </message>
    <message>
        <source>Reverting %1…</source>
        <translation>%1 wird zurückgenommen…</translation>
    </message>
    <message>
        <source>Not reverted</source>
        <translation>Nicht zurückgenommen</translation>
    </message>
    <message>
        <source>Reverted %1.</source>
        <translation>%1 zurückgenommen.</translation>
    </message>
    <message>
        <source>Export the approved tasks into an empty folder</source>
        <translation>Die freigegebenen Aufgaben in einen leeren Ordner exportieren</translation>
    </message>
    <message>
        <source>Exporting the approved tasks…</source>
        <translation>Freigegebene Aufgaben werden exportiert…</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <source>%1 approved tasks written to %2.</source>
        <translation>%1 freigegebene Aufgaben nach %2 geschrieben.</translation>
    </message>
    <message>
        <source>Left out %1: %2</source>
        <translation>%1 ausgelassen: %2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Statistics — %1</source>
        <translation>Statistik — %1</translation>
    </message>
</context>
<context>
    <name>heddle::RepositoryLocator</name>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: Ordner existiert nicht</translation>
    </message>
    <message>
        <source>%1: not a git repository</source>
        <translation>%1: kein Git-Repository</translation>
    </message>
    <message>
        <source>%1: cannot clone (%2)</source>
        <translation>%1: Klonen nicht möglich (%2)</translation>
    </message>
    <message>
        <source>%1: not cloned yet</source>
        <translation>%1: noch nicht geklont</translation>
    </message>
    <message>
        <source>the dataset&apos;s mapping</source>
        <translation>die Zuordnung des Datensatzes</translation>
    </message>
    <message>
        <source>the task&apos;s path</source>
        <translation>der Pfad der Aufgabe</translation>
    </message>
    <message>
        <source>the task&apos;s URL</source>
        <translation>die URL der Aufgabe</translation>
    </message>
    <message>
        <source>The task names no repository</source>
        <translation>Die Aufgabe nennt kein Repository</translation>
    </message>
    <message>
        <source>The repository %1 cannot be reached; tried %2</source>
        <translation>Das Repository %1 ist nicht erreichbar; versucht: %2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
</context>
<context>
    <name>heddle::Result</name>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>heddle::ResultIntegrity</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>the command exited with 0 although %1 failed</source>
        <translation>der Befehl endete mit Exit-Code 0, obwohl Tests fehlschlugen: %1</translation>
    </message>
    <message>
        <source>the command exited with %1 although every test passed</source>
        <translation>der Befehl endete mit Exit-Code %1, obwohl alle Tests bestanden wurden</translation>
    </message>
    <message>
        <source>JUnit report</source>
        <translation>JUnit-Bericht</translation>
    </message>
    <message>
        <source>log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>the JUnit report and the log disagree on %1</source>
        <translation>JUnit-Bericht und Log widersprechen sich bei %1</translation>
    </message>
    <message>
        <source>%1 (%2 in the %3, %4 in the %5)</source>
        <translation>%1 (%2 laut %3, %4 laut %5)</translation>
    </message>
</context>
<context>
    <name>heddle::ReviewAgentController</name>
    <message>
        <source>Run Agent on &amp;Task</source>
        <translation>Agent für diese &amp;Aufgabe ausführen</translation>
    </message>
    <message>
        <source>Run Agent on &amp;Selected Tasks</source>
        <translation>Agent für au&amp;sgewählte Aufgaben ausführen</translation>
    </message>
    <message>
        <source>Run Agent on &amp;Queue</source>
        <translation>Agent für die &amp;Warteschlange ausführen</translation>
    </message>
    <message>
        <source>Open a dataset to run a review agent on its tasks.</source>
        <translation>Öffnen Sie einen Datensatz, um einen Review-Agenten auf seine Aufgaben anzuwenden.</translation>
    </message>
    <message>
        <source>No review agent is configured: name one in the dataset&apos;s heddle-dataset.json (review_agents) or in Preferences.</source>
        <translation>Es ist kein Review-Agent konfiguriert: Geben Sie einen in heddle-dataset.json des Datensatzes (review_agents) oder in den Einstellungen an.</translation>
    </message>
    <message>
        <source>Choose the agent to run.</source>
        <translation>Wählen Sie den auszuführenden Agenten.</translation>
    </message>
    <message>
        <source>Runs %1: %2</source>
        <translation>Führt %1 aus: %2</translation>
    </message>
    <message>
        <source>No review agent is configured.</source>
        <translation>Es ist kein Review-Agent konfiguriert.</translation>
    </message>
    <message>
        <source>Run Review Agent</source>
        <translation>Review-Agent ausführen</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>Agent:</translation>
    </message>
    <message>
        <source>No review agent %1.</source>
        <translation>Kein Review-Agent %1.</translation>
    </message>
    <message>
        <source>No task to run the agent on.</source>
        <translation>Keine Aufgabe, auf die der Agent angewendet werden kann.</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 on %n task(s)…</source>
        <translation>
            <numerusform>%1 wird für %n Aufgabe ausgeführt…</numerusform>
            <numerusform>%1 wird für %n Aufgaben ausgeführt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review agent not run</source>
        <translation>Review-Agent nicht ausgeführt</translation>
    </message>
    <message>
        <source>Review agent %1: %2</source>
        <translation>Review-Agent %1: %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n run(s) not made.</source>
        <translation>
            <numerusform>Abgebrochen: %n Lauf nicht durchgeführt.</numerusform>
            <numerusform>Abgebrochen: %n Läufe nicht durchgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed runs:</source>
        <translation>Fehlgeschlagene Läufe:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>… und %n weiterer (Details einblenden…)</numerusform>
            <numerusform>… und %n weitere (Details einblenden…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Some findings or tasks were skipped (Show Details…).</source>
        <translation>Einige Funde oder Aufgaben wurden übersprungen (Details einblenden…).</translation>
    </message>
    <message>
        <source>Review agent run</source>
        <translation>Lauf des Review-Agenten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set Up Review &amp;Agents…</source>
        <translation>Review-&amp;Agenten einrichten…</translation>
    </message>
    <message>
        <source>No Review Agent Configured: Set &amp;Up…</source>
        <translation>Kein Review-Agent eingerichtet: &amp;Einrichten…</translation>
    </message>
    <message>
        <source>Model server: %1.</source>
        <translation>Modellserver: %1.</translation>
    </message>
</context>
<context>
    <name>heddle::ReviewAgentsTable</name>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>FP precision</source>
        <translation>FP-Präzision</translation>
    </message>
    <message>
        <source>FP recall</source>
        <translation>FP-Trefferquote</translation>
    </message>
    <message>
        <source>FN precision</source>
        <translation>FN-Präzision</translation>
    </message>
    <message>
        <source>FN recall</source>
        <translation>FN-Trefferquote</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Spec category: %1</source>
        <translation>Spezifikationskategorie: %1</translation>
    </message>
    <message>
        <source>(no spec)</source>
        <translation>(keine Spezifikation)</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>(no attempt)</source>
        <translation>(kein Versuch)</translation>
    </message>
</context>
<context>
    <name>heddle::RunFault</name>
    <message>
        <source>a module the tests import is not installed</source>
        <translation>ein Modul, das die Tests importieren, ist nicht installiert</translation>
    </message>
    <message>
        <source>a command the tests run is not installed</source>
        <translation>ein Befehl, den die Tests ausführen, ist nicht installiert</translation>
    </message>
    <message>
        <source>the network cannot be reached from the run</source>
        <translation>das Netzwerk ist aus dem Lauf nicht erreichbar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the test command cannot be run (exit %1)</source>
        <translation>der Testbefehl kann nicht ausgeführt werden (Exit %1)</translation>
    </message>
    <message>
        <source>no test ran (exit %1): %2</source>
        <translation>kein Test lief (Exit %1): %2</translation>
    </message>
    <message>
        <source>no test ran (exit %1) and the run printed nothing</source>
        <translation>kein Test lief (Exit %1), und der Lauf gab nichts aus</translation>
    </message>
    <message>
        <source>a dependency the runner needs is not in the workspace or on the machine</source>
        <translation>eine Abhängigkeit, die der Runner braucht, fehlt im Arbeitsbereich und auf dem Rechner</translation>
    </message>
    <message>
        <source>the repository cannot run on this Python: %1</source>
        <translation>das Repository läuft nicht mit diesem Python: %1</translation>
    </message>
</context>
<context>
    <name>heddle::RunRecordIo</name>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the patch does not apply</source>
        <translation>%1: der Patch lässt sich nicht anwenden</translation>
    </message>
    <message>
        <source>a run record is a JSON object</source>
        <translation>eine Laufaufzeichnung ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>the run record has no id</source>
        <translation>die Laufaufzeichnung hat keine ID</translation>
    </message>
    <message>
        <source>the run record has no list of runs</source>
        <translation>die Laufaufzeichnung hat keine Liste von Läufen</translation>
    </message>
    <message>
        <source>a run is a JSON object</source>
        <translation>ein Lauf ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown run outcome</source>
        <translation>unbekanntes Laufergebnis</translation>
    </message>
    <message>
        <source>unknown test status</source>
        <translation>unbekannter Teststatus</translation>
    </message>
    <message>
        <source>the run record is malformed: %1</source>
        <translation>die Laufaufzeichnung ist fehlerhaft: %1</translation>
    </message>
    <message>
        <source>the run id cannot be used as a file name</source>
        <translation>die Lauf-ID kann nicht als Dateiname verwendet werden</translation>
    </message>
    <message>
        <source>a run record with this id already exists</source>
        <translation>eine Laufaufzeichnung mit dieser ID existiert bereits</translation>
    </message>
    <message>
        <source>the target cannot be used as a file name</source>
        <translation>das Ziel kann nicht als Dateiname verwendet werden</translation>
    </message>
    <message>
        <source>cannot read the run record</source>
        <translation>die Laufaufzeichnung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>test file %1 was added since</source>
        <translation>Testdatei %1 wurde seitdem hinzugefügt</translation>
    </message>
    <message>
        <source>test file %1 was edited since</source>
        <translation>Testdatei %1 wurde seitdem bearbeitet</translation>
    </message>
    <message>
        <source>test file %1 was removed since</source>
        <translation>Testdatei %1 wurde seitdem entfernt</translation>
    </message>
    <message>
        <source>the reference patch was changed since</source>
        <translation>der Referenz-Patch wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the run without a patch applied something</source>
        <translation>der Lauf ohne Patch hat etwas angewendet</translation>
    </message>
    <message>
        <source>attempt %1 is no longer part of the task</source>
        <translation>Versuch %1 gehört nicht mehr zur Aufgabe</translation>
    </message>
    <message>
        <source>the patch of attempt %1 was changed since</source>
        <translation>der Patch von Versuch %1 wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the base commit was changed since</source>
        <translation>der Basis-Commit wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the test command was changed since</source>
        <translation>der Testbefehl wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the log format was changed since</source>
        <translation>das Log-Format wurde seitdem geändert</translation>
    </message>
    <message>
        <source>the container image was changed since</source>
        <translation>das Container-Image wurde seitdem geändert</translation>
    </message>
</context>
<context>
    <name>heddle::Runner</name>
    <message>
        <source>The run was cancelled before it started</source>
        <translation>Der Lauf wurde abgebrochen, bevor er begann</translation>
    </message>
    <message>
        <source>The folder to run in does not exist: %1</source>
        <translation>Der Ordner, in dem ausgeführt werden soll, existiert nicht: %1</translation>
    </message>
    <message>
        <source>A folder the test command needs does not exist: %1</source>
        <translation>Ein Ordner, den der Testbefehl benötigt, existiert nicht: %1</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: install it, or allow unsandboxed runs in the settings</source>
        <translation>bubblewrap (bwrap) ist nicht installiert: Installieren Sie es oder erlauben Sie in den Einstellungen Läufe ohne Sandbox</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: this run was not sandboxed</source>
        <translation>bubblewrap (bwrap) ist nicht installiert: Dieser Lauf lief ohne Sandbox</translation>
    </message>
    <message>
        <source>No container runtime was found: neither podman nor docker is on PATH</source>
        <translation>Keine Container-Laufzeit gefunden: Weder podman noch docker ist im PATH</translation>
    </message>
    <message>
        <source>The container runtime &quot;%1&quot; was not found (not on PATH, not an executable file)</source>
        <translation>Die Container-Laufzeit „%1“ wurde nicht gefunden (nicht im PATH, keine ausführbare Datei)</translation>
    </message>
    <message>
        <source>The task names no container image, and none can be named for it (its id is not a SWE-bench instance id): set the task&apos;s image, or validation.container.image in heddle-dataset.json</source>
        <translation>Die Aufgabe nennt kein Container-Image, und es lässt sich keines für sie bestimmen (ihre ID ist keine SWE-bench-Instanz-ID): Legen Sie das Image der Aufgabe fest oder validation.container.image in heddle-dataset.json</translation>
    </message>
    <message>
        <source>The container command cannot be built: %1</source>
        <translation>Der Container-Befehl kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Ran in a container by %1 (image %2)</source>
        <translation>In einem Container über %1 ausgeführt (Image %2)</translation>
    </message>
    <message>
        <source>The test command could not be started: %1</source>
        <translation>Der Testbefehl konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The run was cancelled</source>
        <translation>Der Lauf wurde abgebrochen</translation>
    </message>
    <message>
        <source>The image %1 is not on this machine: pull it (%2 pull %1) or build it, then validate again</source>
        <translation>Das Image %1 ist auf diesem Rechner nicht vorhanden: Laden Sie es herunter (%2 pull %1) oder bauen Sie es, und validieren Sie dann erneut</translation>
    </message>
    <message>
        <source>The container could not be started: %1</source>
        <translation>Der Container konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The sandbox could not be set up: %1</source>
        <translation>Die Sandbox konnte nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>The test process crashed (%1)</source>
        <translation>Der Testprozess ist abgestürzt (%1)</translation>
    </message>
</context>
<context>
    <name>heddle::RunsPage</name>
    <message>
        <source>%1 · run %2 · %3</source>
        <translation>%1 · Lauf %2 · %3</translation>
    </message>
    <message>
        <source>(no output was kept for this run)</source>
        <translation>(für diesen Lauf wurde keine Ausgabe aufbewahrt)</translation>
    </message>
</context>
<context>
    <name>heddle::SaveSearchDialog</name>
    <message>
        <source>Raise a flag on each attempt it matches</source>
        <translation>Für jeden passenden Versuch einen Befund erheben</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>Suche speichern</translation>
    </message>
    <message>
        <source>Edit &gt; Raise Behaviour Flags gives each attempt whose trajectory the search matches an FP flag, with the matching steps as evidence: what it finds lets a patch pass without solving the task</source>
        <translation>Bearbeiten &gt; Verhaltensbefunde erheben gibt jedem Versuch, auf dessen Trajektorie die Suche passt, einen FP-Befund mit den passenden Schritten als Beleg: Was sie findet, lässt einen Patch bestehen, ohne dass er die Aufgabe löst</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Flag: behaviour.%1.&lt;attempt&gt; (FP)</source>
        <translation>Befund: behaviour.%1.&lt;Versuch&gt; (FP)</translation>
    </message>
</context>
<context>
    <name>heddle::SavedSearches</name>
    <message>
        <source>Reading git history beyond the base commit</source>
        <translation>Git-Verlauf jenseits des Basis-Commits lesen</translation>
    </message>
    <message>
        <source>Editing or deleting test files</source>
        <translation>Testdateien bearbeiten oder löschen</translation>
    </message>
    <message>
        <source>Installing packages</source>
        <translation>Pakete installieren</translation>
    </message>
    <message>
        <source>Network access</source>
        <translation>Netzwerkzugriff</translation>
    </message>
    <message>
        <source>Reading the expected results</source>
        <translation>Erwartete Ergebnisse lesen</translation>
    </message>
</context>
<context>
    <name>heddle::ScintillaFinder</name>
    <message numerus="yes">
        <source>Replaced %n</source>
        <translation>
            <numerusform>%n ersetzt</numerusform>
            <numerusform>%n ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::SearchController</name>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Indexing the dataset… %1%</source>
        <translation>Datensatz wird indiziert… %1 %</translation>
    </message>
    <message numerus="yes">
        <source>Index: %n task(s)</source>
        <translation>
            <numerusform>Index: %n Aufgabe</numerusform>
            <numerusform>Index: %n Aufgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n file(s) could not be read</source>
        <translation>
            <numerusform>, %n Datei konnte nicht gelesen werden</numerusform>
            <numerusform>, %n Dateien konnten nicht gelesen werden</numerusform>
        </translation>
    </message>
    <message>
        <source>The index is unavailable: %1</source>
        <translation>Der Index ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Search is unavailable: %1</source>
        <translation>Die Suche ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Saved the search “%1”.</source>
        <translation>Suche „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Indexing the dataset…</source>
        <translation>Datensatz wird indiziert…</translation>
    </message>
    <message>
        <source>&amp;Search Dataset…</source>
        <translation>Datensatz &amp;durchsuchen…</translation>
    </message>
    <message>
        <source>%1 is not in the queue as it is filtered now; clear the filter to open it.</source>
        <translation>%1 ist beim aktuellen Filter nicht in der Warteschlange; heben Sie den Filter auf, um die Aufgabe zu öffnen.</translation>
    </message>
</context>
<context>
    <name>heddle::SearchPanel</name>
    <message>
        <source>query</source>
        <translation>Aufgabenstellung</translation>
    </message>
    <message>
        <source>thought</source>
        <translation>Überlegung</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>test file</source>
        <translation>Testdatei</translation>
    </message>
    <message>
        <source>This task only</source>
        <translation>Nur diese Aufgabe</translation>
    </message>
    <message>
        <source>Search every trajectory, patch and test: words, &quot;a phrase&quot;, prefix*, OR, NOT</source>
        <translation>Alle Trajektorien, Patches und Tests durchsuchen: Wörter, &quot;eine Phrase&quot;, Präfix*, OR, NOT</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Suchanfrage</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>Gespeicherte Suchen</translation>
    </message>
    <message>
        <source>Searches for what reviewers look for, and your own (right-click to remove one)</source>
        <translation>Suchen nach dem, worauf Prüfer achten, und Ihre eigenen (Rechtsklick entfernt eine)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Keep this query and kind of text under a name</source>
        <translation>Diese Anfrage und Textart unter einem Namen speichern</translation>
    </message>
    <message>
        <source>Remove “%1”</source>
        <translation>„%1“ entfernen</translation>
    </message>
    <message>
        <source>Kind of text</source>
        <translation>Textart</translation>
    </message>
    <message>
        <source>All text</source>
        <translation>Gesamter Text</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <source>How the attempt ended</source>
        <translation>Wie der Versuch endete</translation>
    </message>
    <message>
        <source>Any ending</source>
        <translation>Beliebiges Ende</translation>
    </message>
    <message>
        <source>Flags of the attempt</source>
        <translation>Befunde des Versuchs</translation>
    </message>
    <message>
        <source>Flagged or not</source>
        <translation>Mit oder ohne Befund</translation>
    </message>
    <message>
        <source>Attempts with an FP flag</source>
        <translation>Versuche mit FP-Befund</translation>
    </message>
    <message>
        <source>Attempts with an FN flag</source>
        <translation>Versuche mit FN-Befund</translation>
    </message>
    <message>
        <source>file path contains</source>
        <translation>Dateipfad enthält</translation>
    </message>
    <message>
        <source>File filter</source>
        <translation>Dateifilter</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Fundstelle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Raises a flag on each attempt it matches (Edit &gt; Raise Behaviour Flags)</source>
        <translation>Erhebt für jeden passenden Versuch einen Befund (Bearbeiten &gt; Verhaltensbefunde erheben)</translation>
    </message>
    <message>
        <source>Saved searches…</source>
        <translation>Gespeicherte Suchen…</translation>
    </message>
    <message>
        <source>Type a query to save first.</source>
        <translation>Geben Sie zuerst eine Anfrage zum Speichern ein.</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Beendet: %1</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>the task&apos;s own text</source>
        <translation>der eigene Text der Aufgabe</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) so far…</source>
        <translation>
            <numerusform>Bisher %n Treffer…</numerusform>
            <numerusform>Bisher %n Treffer…</numerusform>
        </translation>
    </message>
    <message>
        <source>The query cannot be run: %1</source>
        <translation>Die Anfrage kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>No match (%1 ms).</source>
        <translation>Kein Treffer (%1 ms).</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) in %1 task(s), %2 ms.</source>
        <translation>
            <numerusform>%n Treffer in %1 Aufgabe(n), %2 ms.</numerusform>
            <numerusform>%n Treffer in %1 Aufgabe(n), %2 ms.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Filter by command or key</source>
        <translation>Nach Befehl oder Taste filtern</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>heddle::ShownTask</name>
    <message>
        <source>Reference patch</source>
        <translation>Referenz-Patch</translation>
    </message>
</context>
<context>
    <name>heddle::SideBySideDiffView</name>
    <message>
        <source>Old version</source>
        <translation>Alte Fassung</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Neue Fassung</translation>
    </message>
</context>
<context>
    <name>heddle::SlurmBackend</name>
    <message>
        <source>cancelled before it was submitted to Slurm</source>
        <translation>abgebrochen, bevor er an Slurm übermittelt wurde</translation>
    </message>
    <message>
        <source>Slurm rejected the job: %1</source>
        <translation>Slurm hat den Job abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>heddle::SpecEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Saved when you leave the field or press Ctrl+Return.</source>
        <translation>Wird gespeichert, wenn Sie das Feld verlassen oder Ctrl+Return drücken.</translation>
    </message>
    <message>
        <source>Filter tests</source>
        <translation>Tests filtern</translation>
    </message>
    <message>
        <source>Move the spec up in its category (Ctrl+Shift+Up in the spec list)</source>
        <translation>Die Spezifikation innerhalb ihrer Kategorie nach oben verschieben (Ctrl+Shift+Up in der Spezifikationsliste)</translation>
    </message>
    <message>
        <source>Move the spec down in its category (Ctrl+Shift+Down in the spec list)</source>
        <translation>Die Spezifikation innerhalb ihrer Kategorie nach unten verschieben (Ctrl+Shift+Down in der Spezifikationsliste)</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>Spezifikation &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the spec and its interactions (Delete in the spec list)</source>
        <translation>Die Spezifikation und ihre Interaktionen entfernen (Delete in der Spezifikationsliste)</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Kategorie:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;xt:</translation>
    </message>
    <message>
        <source>&amp;Interacts with:</source>
        <translation>Interagiert &amp;mit:</translation>
    </message>
    <message>
        <source>Co&amp;vered by:</source>
        <translation>Abgedeckt &amp;durch:</translation>
    </message>
    <message>
        <source>Spec %1</source>
        <translation>Spezifikation %1</translation>
    </message>
    <message>
        <source>Spec %1 — %2</source>
        <translation>Spezifikation %1 — %2</translation>
    </message>
    <message>
        <source>%1 (in no list)</source>
        <translation>%1 (in keiner Liste)</translation>
    </message>
    <message>
        <source>Neither FAIL_TO_PASS nor PASS_TO_PASS: it does not count as covering a spec.</source>
        <translation>Weder FAIL_TO_PASS noch PASS_TO_PASS: Der Test zählt nicht als Abdeckung einer Spezifikation.</translation>
    </message>
    <message>
        <source>⚠ No test covers this spec: a patch can ignore it and still pass.</source>
        <translation>⚠ Kein Test deckt diese Spezifikation ab: Ein Patch kann sie ignorieren und trotzdem bestehen.</translation>
    </message>
    <message>
        <source>⚠ %1 is in neither FAIL_TO_PASS nor PASS_TO_PASS, so it does not count as covering %2%3.</source>
        <translation>⚠ %1 ist weder in FAIL_TO_PASS noch in PASS_TO_PASS und zählt daher nicht als Abdeckung von %2%3.</translation>
    </message>
    <message>
        <source>, which no listed test covers</source>
        <translation>, die kein gelisteter Test abdeckt</translation>
    </message>
    <message>
        <source>Interacts with</source>
        <translation>Interagiert mit</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>Abgedeckt durch</translation>
    </message>
</context>
<context>
    <name>heddle::SpecEdits</name>
    <message>
        <source>Spec %1 added</source>
        <translation>Spezifikation %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Spec %1 removed</source>
        <translation>Spezifikation %1 entfernt</translation>
    </message>
    <message>
        <source>Spec %1 moved up, above %2</source>
        <translation>Spezifikation %1 nach oben verschoben, über %2</translation>
    </message>
    <message>
        <source>Spec %1 moved down, below %2</source>
        <translation>Spezifikation %1 nach unten verschoben, unter %2</translation>
    </message>
    <message>
        <source>Spec %1 moved after %2</source>
        <translation>Spezifikation %1 hinter %2 verschoben</translation>
    </message>
    <message>
        <source>Spec %1 moved before %2</source>
        <translation>Spezifikation %1 vor %2 verschoben</translation>
    </message>
    <message>
        <source>Spec %1 renamed %2</source>
        <translation>Spezifikation %1 in %2 umbenannt</translation>
    </message>
    <message>
        <source>Spec %1 retitled</source>
        <translation>Titel von Spezifikation %1 geändert</translation>
    </message>
    <message>
        <source>Spec %1 reworded</source>
        <translation>Text von Spezifikation %1 umformuliert</translation>
    </message>
    <message>
        <source>Spec %1 now in category %2</source>
        <translation>Spezifikation %1 jetzt in Kategorie %2</translation>
    </message>
    <message>
        <source>%1 and %2 now interact</source>
        <translation>%1 und %2 interagieren jetzt</translation>
    </message>
    <message>
        <source>%1 and %2 no longer interact</source>
        <translation>%1 und %2 interagieren nicht mehr</translation>
    </message>
    <message>
        <source>%1 covered by %2</source>
        <translation>%1 abgedeckt durch %2</translation>
    </message>
    <message>
        <source>%1 no longer covered by %2</source>
        <translation>%1 nicht mehr abgedeckt durch %2</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraph</name>
    <message>
        <source>spec id %1 is given more than once</source>
        <translation>Spezifikations-ID %1 ist mehrfach angegeben</translation>
    </message>
    <message>
        <source>spec %1 interacts with %2, which is not a spec of the task</source>
        <translation>Spezifikation %1 interagiert mit %2, die keine Spezifikation der Aufgabe ist</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraphSvg</name>
    <message>
        <source>Spec interaction graph</source>
        <translation>Interaktionsgraph der Spezifikationen</translation>
    </message>
    <message>
        <source>No test covers this spec.</source>
        <translation>Kein Test deckt diese Spezifikation ab.</translation>
    </message>
    <message>
        <source>%1 · no test</source>
        <translation>%1 · kein Test</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraphView</name>
    <message>
        <source>No covering test: a passing attempt says nothing about this spec.</source>
        <translation>Kein abdeckender Test: Ein bestandener Versuch sagt nichts über diese Spezifikation aus.</translation>
    </message>
    <message>
        <source>Covered by:</source>
        <translation>Abgedeckt durch:</translation>
    </message>
    <message>
        <source>no covering test</source>
        <translation>kein abdeckender Test</translation>
    </message>
    <message>
        <source>Remove the Interaction of %1 and %2</source>
        <translation>Interaktion von %1 und %2 entfernen</translation>
    </message>
</context>
<context>
    <name>heddle::SpecListView</name>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>Abgedeckt durch</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>Spezifikation &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Remove Spec</source>
        <translation>Spezifikation &amp;entfernen</translation>
    </message>
    <message>
        <source>Category %1</source>
        <translation>Kategorie %1</translation>
    </message>
    <message>
        <source>no test: a false-positive risk</source>
        <translation>kein Test: Risiko falsch positiver Ergebnisse</translation>
    </message>
    <message>
        <source>No test checks this spec, so a patch that breaks it can still pass.</source>
        <translation>Kein Test prüft diese Spezifikation, daher kann ein Patch, der sie verletzt, trotzdem bestehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n Test</numerusform>
            <numerusform>%n Tests</numerusform>
        </translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>Spezifikationen</translation>
    </message>
</context>
<context>
    <name>heddle::StatsView</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>in Reparatur</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>(no spec)</source>
        <translation>(keine Spezifikation)</translation>
    </message>
    <message>
        <source>(no model)</source>
        <translation>(kein Modell)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Tasks by status</source>
        <translation>Aufgaben nach Status</translation>
    </message>
    <message>
        <source>Pass rate per model (number of attempts)</source>
        <translation>Bestehensquote pro Modell (Anzahl der Versuche)</translation>
    </message>
    <message>
        <source>Flags per spec category</source>
        <translation>Befunde pro Spezifikationskategorie</translation>
    </message>
    <message>
        <source>Review agent precision (confirmed of judged flags; open and needs-rerun flags are undecided)</source>
        <translation>Präzision des Review-Agenten (bestätigte unter den beurteilten Befunden; offene und auf einen erneuten Lauf wartende Befunde sind unentschieden)</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>FP precision</source>
        <translation>FP-Präzision</translation>
    </message>
    <message>
        <source>FP undecided</source>
        <translation>FP unentschieden</translation>
    </message>
    <message>
        <source>FN precision</source>
        <translation>FN-Präzision</translation>
    </message>
    <message>
        <source>FN undecided</source>
        <translation>FN unentschieden</translation>
    </message>
    <message>
        <source>Curator agreement (Cohen&apos;s kappa over the flags both curators judged)</source>
        <translation>Übereinstimmung der Kuratoren (Cohens Kappa über die Befunde, die beide Kuratoren beurteilt haben)</translation>
    </message>
    <message>
        <source>Curators</source>
        <translation>Kuratoren</translation>
    </message>
    <message>
        <source>Flags both judged</source>
        <translation>Von beiden beurteilte Befunde</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Übereinstimmend</translation>
    </message>
    <message>
        <source>Kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>No two curators have judged the same flags.</source>
        <translation>Keine zwei Kuratoren haben dieselben Befunde beurteilt.</translation>
    </message>
    <message>
        <source>1 task</source>
        <translation>1 Aufgabe</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation>%1 Aufgaben</translation>
    </message>
    <message>
        <source>%1 failed to load</source>
        <translation>%1 mit Ladefehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>Failed to load:</source>
        <translation>Laden fehlgeschlagen:</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Warnungen:</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>%1: 1 task</source>
        <translation>%1: 1 Aufgabe</translation>
    </message>
    <message>
        <source>%1: %2 tasks</source>
        <translation>%1: %2 Aufgaben</translation>
    </message>
    <message>
        <source>Pass rate</source>
        <translation>Bestehensquote</translation>
    </message>
    <message>
        <source>%1: %2 of %3 attempts pass every FAIL_TO_PASS and PASS_TO_PASS test</source>
        <translation>%1: %2 von %3 Versuchen bestehen alle FAIL_TO_PASS- und PASS_TO_PASS-Tests</translation>
    </message>
    <message>
        <source>judged by the newest validation run: %1; by the results stored with the attempt: %2</source>
        <translation>beurteilt nach dem neuesten Validierungslauf: %1; nach den mit dem Versuch gespeicherten Ergebnissen: %2</translation>
    </message>
    <message>
        <source>Attempts that pass</source>
        <translation>Bestehende Versuche</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>needs rerun</source>
        <translation>erneuter Lauf nötig</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>All flags</source>
        <translation>Alle Befunde</translation>
    </message>
    <message>
        <source>Spec category: %1</source>
        <translation>Spezifikationskategorie: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>(no attempt)</source>
        <translation>(kein Versuch)</translation>
    </message>
    <message>
        <source>Review agents (precision against the curators&apos; verdicts; recall: the confirmed problems each source raised too)</source>
        <translation>Review-Agenten (Präzision gemessen an den Urteilen der Kuratoren; Trefferquote: die bestätigten Probleme, die die jeweilige Quelle ebenfalls erhoben hat)</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Model servers asked by the built-in reviewers (tokens as the servers counted them)</source>
        <translation>Von den eingebauten Prüfern befragte Modellserver (Tokens, wie die Server sie zählten)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>From the cache</source>
        <translation>Aus dem Cache</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Antwort-Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source> (some estimated)</source>
        <translation> (teils geschätzt)</translation>
    </message>
    <message>
        <source>no price stated</source>
        <translation>kein Preis angegeben</translation>
    </message>
</context>
<context>
    <name>heddle::Tampering</name>
    <message>
        <source>one of the task&apos;s test files</source>
        <translation>eine der Testdateien der Aufgabe</translation>
    </message>
    <message>
        <source>a conftest.py, which pytest loads before the tests and which can change their outcome</source>
        <translation>eine conftest.py, die pytest vor den Tests lädt und die deren Ergebnis ändern kann</translation>
    </message>
    <message>
        <source>%1, which Python runs at start-up, before any test</source>
        <translation>%1, von Python beim Start vor jedem Test ausgeführt</translation>
    </message>
    <message>
        <source>%1, which takes the place of the test runner&apos;s own module</source>
        <translation>%1, das an die Stelle des eigenen Moduls des Test-Runners tritt</translation>
    </message>
    <message>
        <source>the test runner&apos;s configuration or script</source>
        <translation>die Konfiguration oder das Skript des Test-Runners</translation>
    </message>
    <message>
        <source>a test file</source>
        <translation>eine Testdatei</translation>
    </message>
    <message>
        <source>part of the test command (%1)</source>
        <translation>Teil des Testbefehls (%1)</translation>
    </message>
    <message>
        <source>the test runner&apos;s section of %1</source>
        <translation>Abschnitt des Test-Runners in %1</translation>
    </message>
</context>
<context>
    <name>heddle::TaskBadgeDelegate</name>
    <message>
        <source>load error</source>
        <translation>Ladefehler</translation>
    </message>
    <message>
        <source>FP %1</source>
        <translation>FP %1</translation>
    </message>
    <message>
        <source>FN %1</source>
        <translation>FN %1</translation>
    </message>
</context>
<context>
    <name>heddle::TaskEdit</name>
    <message>
        <source>A test id is empty.</source>
        <translation>Eine Test-ID ist leer.</translation>
    </message>
    <message>
        <source>%1 is declared FAIL_TO_PASS twice.</source>
        <translation>%1 ist zweimal als FAIL_TO_PASS deklariert.</translation>
    </message>
    <message>
        <source>%1 is declared both FAIL_TO_PASS and PASS_TO_PASS: a test is in one list.</source>
        <translation>%1 ist sowohl als FAIL_TO_PASS als auch als PASS_TO_PASS deklariert: Ein Test steht in genau einer Liste.</translation>
    </message>
    <message>
        <source>%1 is declared PASS_TO_PASS twice.</source>
        <translation>%1 ist zweimal als PASS_TO_PASS deklariert.</translation>
    </message>
    <message>
        <source>The test command holds a NUL character, which no shell can run.</source>
        <translation>Der Testbefehl enthält ein NUL-Zeichen, das keine Shell ausführen kann.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a log format Heddle reads (pytest, django, sympy, junit, or none to tell from the output).</source>
        <translation>„%1“ ist kein Log-Format, das Heddle liest (pytest, django, sympy, junit oder none, um es aus der Ausgabe zu bestimmen).</translation>
    </message>
    <message>
        <source>The container image &quot;%1&quot; holds a space: an image is one name, such as python:3.11 or ghcr.io/owner/image:tag.</source>
        <translation>Das Container-Image „%1“ enthält ein Leerzeichen: Ein Image ist ein einzelner Name, etwa python:3.11 oder ghcr.io/owner/image:tag.</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; holds a space: a language is one word, such as python.</source>
        <translation>Die Sprache „%1“ enthält ein Leerzeichen: Eine Sprache ist ein einzelnes Wort, etwa python.</translation>
    </message>
    <message>
        <source>The query cannot be empty: it is what the solver is asked to do.</source>
        <translation>Die Aufgabenstellung darf nicht leer sein: Sie beschreibt, was der Solver tun soll.</translation>
    </message>
    <message>
        <source>A spec needs an id.</source>
        <translation>Eine Spezifikation benötigt eine ID.</translation>
    </message>
    <message>
        <source>The spec id &quot;%1&quot; may hold only letters, digits and . _ + - (starting with a letter or digit).</source>
        <translation>Die Spezifikations-ID „%1“ darf nur Buchstaben, Ziffern und . _ + - enthalten (beginnend mit einem Buchstaben oder einer Ziffer).</translation>
    </message>
    <message>
        <source>Two specs have the id %1: spec ids are unique.</source>
        <translation>Zwei Spezifikationen haben die ID %1: Spezifikations-IDs sind eindeutig.</translation>
    </message>
    <message>
        <source>Spec %1 has the category &quot;%2&quot;, which the dataset does not have (it has %3).</source>
        <translation>Spezifikation %1 hat die Kategorie „%2“, die es im Datensatz nicht gibt (vorhanden: %3).</translation>
    </message>
    <message>
        <source>Spec %1 cannot interact with itself.</source>
        <translation>Spezifikation %1 kann nicht mit sich selbst interagieren.</translation>
    </message>
    <message>
        <source>Spec %1 interacts with %2, which is not a spec of the task.</source>
        <translation>Spezifikation %1 interagiert mit %2, die keine Spezifikation der Aufgabe ist.</translation>
    </message>
    <message>
        <source>Spec %1 names %2 twice.</source>
        <translation>Spezifikation %1 nennt %2 zweimal.</translation>
    </message>
    <message>
        <source>Spec %1 names an empty test.</source>
        <translation>Spezifikation %1 nennt einen leeren Test.</translation>
    </message>
    <message>
        <source>Spec %1 names the test %2 twice.</source>
        <translation>Spezifikation %1 nennt den Test %2 zweimal.</translation>
    </message>
    <message>
        <source>The test file path &quot;%1&quot; is not a relative path inside the repository (no &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; or leading &apos;/&apos;).</source>
        <translation>Der Testdateipfad „%1“ ist kein relativer Pfad innerhalb des Repositorys (kein &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; oder führendes &apos;/&apos;).</translation>
    </message>
    <message>
        <source>The test file %1 is there twice.</source>
        <translation>Die Testdatei %1 ist doppelt vorhanden.</translation>
    </message>
    <message>
        <source>Cannot remove the test file.</source>
        <translation>Die Testdatei kann nicht entfernt werden.</translation>
    </message>
</context>
<context>
    <name>heddle::TaskEditController</name>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>No task is shown.</source>
        <translation>Es wird keine Aufgabe angezeigt.</translation>
    </message>
    <message>
        <source>%1 is not the task shown; undo works on the task shown.</source>
        <translation>%1 ist nicht die angezeigte Aufgabe; Rückgängig wirkt auf die angezeigte Aufgabe.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>heddle::TaskListModel</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>In Prüfung</translation>
    </message>
    <message>
        <source>In repair</source>
        <translation>In Reparatur</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Freigegeben</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>none judged</source>
        <translation>keine beurteilt</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (veraltet)</translation>
    </message>
    <message>
        <source>No mutation analysis yet (Validate &gt; Mutation Analysis, or heddle mutate).</source>
        <translation>Noch keine Mutationsanalyse (Validieren &gt; Mutationsanalyse oder heddle mutate).</translation>
    </message>
    <message>
        <source>The newest mutation analysis cannot be read: %1</source>
        <translation>Die neueste Mutationsanalyse kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Mutation analysis %1 judged no mutant of the reference.</source>
        <translation>Mutationsanalyse %1 hat keinen Mutanten der Referenz beurteilt.</translation>
    </message>
    <message numerus="yes">
        <source>Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survive(s).</source>
        <translation>
            <numerusform>Mutationsanalyse %1: Die Tests töten %2 von %3 beurteilten Mutanten der Referenz; %n überlebt.</numerusform>
            <numerusform>Mutationsanalyse %1: Die Tests töten %2 von %3 beurteilten Mutanten der Referenz; %n überleben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mutant(s) could not be judged (not applied, timed out, failed or cancelled).</source>
        <translation>
            <numerusform>%n Mutant konnte nicht beurteilt werden (nicht angewendet, Zeitüberschreitung, fehlgeschlagen oder abgebrochen).</numerusform>
            <numerusform>%n Mutanten konnten nicht beurteilt werden (nicht angewendet, Zeitüberschreitung, fehlgeschlagen oder abgebrochen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale: %1.</source>
        <translation>Veraltet: %1.</translation>
    </message>
    <message>
        <source>Failed to load</source>
        <translation>Laden fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) by %1</source>
        <translation>
            <numerusform>%n Versuch von %1</numerusform>
            <numerusform>%n Versuche von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 open, %2 confirmed, %3 dismissed, %4 waiting for a re-run</source>
        <translation>%1 offen, %2 bestätigt, %3 verworfen, %4 warten auf einen erneuten Lauf</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>Spez.</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <translation>FN</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Load error</source>
        <translation>Ladefehler</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <source>False-positive flags: open / all (the tests may pass a wrong patch)</source>
        <translation>Befunde „falsch positiv“: offen / alle (die Tests lassen möglicherweise einen falschen Patch bestehen)</translation>
    </message>
    <message>
        <source>False-negative flags: open / all (the tests may reject a valid patch)</source>
        <translation>Befunde „falsch negativ“: offen / alle (die Tests lehnen möglicherweise einen gültigen Patch ab)</translation>
    </message>
    <message>
        <source>Mutation score of the newest analysis: the share of the reference&apos;s mutants the tests kill (low: the tests miss behaviour of the reference; stale: the task changed since)</source>
        <translation>Mutations-Score der neuesten Analyse: der Anteil der Mutanten der Referenz, die die Tests töten (niedrig: Die Tests übersehen Verhalten der Referenz; veraltet: Die Aufgabe hat sich seitdem geändert)</translation>
    </message>
    <message>
        <source>How many specs (requirements) the task has</source>
        <translation>Wie viele Spezifikationen (Anforderungen) die Aufgabe hat</translation>
    </message>
</context>
<context>
    <name>heddle::TaskPage</name>
    <message>
        <source>This task cannot be edited here.</source>
        <translation>Diese Aufgabe kann hier nicht bearbeitet werden.</translation>
    </message>
</context>
<context>
    <name>heddle::TaskReport</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n weiteres Zeichen)</numerusform>
            <numerusform>… (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The patch cannot be read: %1</source>
        <translation>Der Patch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The patch is empty.</source>
        <translation>Der Patch ist leer.</translation>
    </message>
    <message>
        <source>%1 (new file)</source>
        <translation>%1 (neue Datei)</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1 (gelöscht)</translation>
    </message>
    <message>
        <source>%1 → %2 (renamed)</source>
        <translation>%1 → %2 (umbenannt)</translation>
    </message>
    <message>
        <source>(binary file)</source>
        <translation>(Binärdatei)</translation>
    </message>
    <message>
        <source>The attempt has no trajectory.</source>
        <translation>Der Versuch hat keine Trajektorie.</translation>
    </message>
    <message>
        <source>The trajectory cannot be read: %1</source>
        <translation>Die Trajektorie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The trajectory has no step %1.</source>
        <translation>Die Trajektorie hat keinen Schritt %1.</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Thought</source>
        <translation>Überlegung</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>The patch has no such hunk.</source>
        <translation>Der Patch hat keinen solchen Hunk.</translation>
    </message>
    <message>
        <source>The task has no such test file.</source>
        <translation>Die Aufgabe hat keine solche Testdatei.</translation>
    </message>
    <message>
        <source>The test file has no line %1.</source>
        <translation>Die Testdatei hat keine Zeile %1.</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Aufgabenstellung</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>Spezifikationen</translation>
    </message>
    <message>
        <source>The task has no specs.</source>
        <translation>Die Aufgabe hat keine Spezifikationen.</translation>
    </message>
    <message>
        <source>Interacts with: %1</source>
        <translation>Interagiert mit: %1</translation>
    </message>
    <message>
        <source>Covered by no test.</source>
        <translation>Von keinem Test abgedeckt.</translation>
    </message>
    <message>
        <source>Covered by: %1</source>
        <translation>Abgedeckt durch: %1</translation>
    </message>
    <message>
        <source>Interaction graph</source>
        <translation>Interaktionsgraph</translation>
    </message>
    <message>
        <source>A line joins two specs that interact; a box&apos;s colour and its last line name its category; a dashed box is a spec that no test covers.</source>
        <translation>Eine Linie verbindet zwei Spezifikationen, die interagieren; die Farbe eines Kastens und seine letzte Zeile nennen seine Kategorie; ein gestrichelter Kasten ist eine Spezifikation, die kein Test abdeckt.</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>FP: the tests pass a wrong patch</source>
        <translation>FP: Die Tests lassen einen falschen Patch bestehen</translation>
    </message>
    <message>
        <source>FN: the tests reject a valid patch</source>
        <translation>FN: Die Tests lehnen einen gültigen Patch ab</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>confidence %1%</source>
        <translation>Konfidenz %1 %</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Urteil:</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>specs %1</source>
        <translation>Spezifikationen %1</translation>
    </message>
    <message>
        <source>tests %1</source>
        <translation>Tests %1</translation>
    </message>
    <message>
        <source>Diffs</source>
        <translation>Diffs</translation>
    </message>
    <message>
        <source>Reference patch</source>
        <translation>Referenz-Patch</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>Versuchs-ID: %1</translation>
    </message>
    <message>
        <source>exit status: %1</source>
        <translation>Exit-Status: %1</translation>
    </message>
    <message>
        <source>Task %1 — Heddle report</source>
        <translation>Aufgabe %1 — Heddle-Bericht</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Dataset %1</source>
        <translation>Datensatz %1</translation>
    </message>
    <message>
        <source>Repository %1 at %2</source>
        <translation>Repository %1 bei Commit %2</translation>
    </message>
    <message>
        <source>Specs: %1 · Attempts: %2 · Flags: %3</source>
        <translation>Spezifikationen: %1 · Versuche: %2 · Befunde: %3</translation>
    </message>
    <message>
        <source>Report made %1</source>
        <translation>Bericht erstellt am %1</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>Versuche × Tests</translation>
    </message>
    <message>
        <source>Validation runs</source>
        <translation>Validierungsläufe</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>Kuratierung</translation>
    </message>
    <message>
        <source>%1 — Heddle report</source>
        <translation>%1 — Heddle-Bericht</translation>
    </message>
    <message>
        <source>Tasks: %1</source>
        <translation>Aufgaben: %1</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>FP flags</source>
        <translation>FP-Befunde</translation>
    </message>
    <message>
        <source>FN flags</source>
        <translation>FN-Befunde</translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation>nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>%1 (%2 open)</source>
        <translation>%1 (%2 offen)</translation>
    </message>
</context>
<context>
    <name>heddle::TaskSnapshot</name>
    <message>
        <source>The task&apos;s loading was stopped.</source>
        <translation>Das Laden der Aufgabe wurde angehalten.</translation>
    </message>
</context>
<context>
    <name>heddle::TaskViews</name>
    <message>
        <source>Select a task to see it here.</source>
        <translation>Wählen Sie eine Aufgabe aus, um sie hier anzuzeigen.</translation>
    </message>
    <message>
        <source>The task %1 cannot be shown:
%2</source>
        <translation>Die Aufgabe %1 kann nicht angezeigt werden:
%2</translation>
    </message>
    <message>
        <source>The empty patch changes nothing; %1 runs against the base commit.</source>
        <translation>Der leere Patch ändert nichts; %1 läuft gegen den Basis-Commit.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Ask to re-run</source>
        <translation>Erneuten Lauf anfordern</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Wieder öffnen</translation>
    </message>
    <message>
        <source>%1 flag %2 of %3</source>
        <translation>%1: Befund %2 von %3</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%1 von %2 bearbeitet</translation>
    </message>
    <message>
        <source>the tests (%1)</source>
        <translation>die Tests (%1)</translation>
    </message>
    <message>
        <source>The tests of %1 have unsaved edits: %2.
Save them to the dataset?</source>
        <translation>Die Tests von %1 haben ungespeicherte Änderungen: %2.
In den Datensatz speichern?</translation>
    </message>
    <message>
        <source>%1 has unsaved edits: %2.
Save them to the dataset?</source>
        <translation>%1 hat ungespeicherte Änderungen: %2.
In den Datensatz speichern?</translation>
    </message>
    <message>
        <source>Unsaved Test Edits</source>
        <translation>Ungespeicherte Teständerungen</translation>
    </message>
    <message>
        <source>Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The test edits were not saved</source>
        <translation>Die Teständerungen wurden nicht gespeichert</translation>
    </message>
    <message>
        <source>The test edits could not be kept as a draft</source>
        <translation>Die Teständerungen konnten nicht als Entwurf behalten werden</translation>
    </message>
</context>
<context>
    <name>heddle::TestCommandForm</name>
    <message>
        <source>Test command</source>
        <translation>Testbefehl</translation>
    </message>
    <message>
        <source>Save Test Command</source>
        <translation>Testbefehl speichern</translation>
    </message>
    <message>
        <source>unknown: the command that runs the tests, from the repository root</source>
        <translation>unbekannt: der Befehl, der die Tests ausführt, vom Wurzelverzeichnis des Repositorys aus</translation>
    </message>
    <message>
        <source>Run with /bin/sh -c from the repository root; Heddle reads a JUnit XML report or the output</source>
        <translation>Wird mit /bin/sh -c im Wurzelverzeichnis des Repositorys ausgeführt; Heddle liest einen JUnit-XML-Bericht oder die Ausgabe</translation>
    </message>
    <message>
        <source>python</source>
        <translation>python</translation>
    </message>
    <message>
        <source>from the output</source>
        <translation>aus der Ausgabe</translation>
    </message>
    <message>
        <source>none (runs in the sandbox)</source>
        <translation>keines (läuft in der Sandbox)</translation>
    </message>
    <message>
        <source>Save the test command and its settings into the dataset as one commit (Ctrl+S)</source>
        <translation>Den Testbefehl und seine Einstellungen als einen Commit im Datensatz speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Log format</source>
        <translation>Log-Format</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>modified, not saved</source>
        <translation>geändert, nicht gespeichert</translation>
    </message>
    <message>
        <source>unknown: the task has no test command, so it cannot be validated</source>
        <translation>unbekannt: Die Aufgabe hat keinen Testbefehl und kann daher nicht validiert werden</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Empty: the container backend runs the tests in %1, the image named for the task (SWE-bench&apos;s naming, or the dataset&apos;s validation.container.image)</source>
        <translation>Leer: Das Container-Backend führt die Tests in %1 aus, dem für die Aufgabe benannten Image (Benennung nach SWE-bench oder validation.container.image des Datensatzes)</translation>
    </message>
</context>
<context>
    <name>heddle::TestEditSession</name>
    <message>
        <source>A draft of %1 was found, but task %2 has no such test file any more</source>
        <translation>Ein Entwurf von %1 wurde gefunden, aber Aufgabe %2 hat diese Testdatei nicht mehr</translation>
    </message>
    <message>
        <source>There is no draft of %1 to restore</source>
        <translation>Es gibt keinen Entwurf von %1 zum Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>heddle::TestEditor</name>
    <message>
        <source>Test file (• marks unsaved changes)</source>
        <translation>Testdatei (• markiert ungespeicherte Änderungen)</translation>
    </message>
    <message>
        <source>Flag notes</source>
        <translation>Befundnotizen</translation>
    </message>
    <message>
        <source>Show the rationale of each flag under the lines it cites</source>
        <translation>Die Begründung jedes Befunds unter den zitierten Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save this test file into the dataset (Ctrl+S)</source>
        <translation>Diese Testdatei im Datensatz speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Save test file</source>
        <translation>Testdatei speichern</translation>
    </message>
    <message>
        <source>Next flagged line</source>
        <translation>Nächste Zeile mit Befund</translation>
    </message>
    <message>
        <source>Previous flagged line</source>
        <translation>Vorherige Zeile mit Befund</translation>
    </message>
    <message>
        <source>Open the flag of this line</source>
        <translation>Befund dieser Zeile öffnen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes</source>
        <translation>%1 hat ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Unsaved edits to %1 from %2 were recovered.</source>
        <translation>Ungespeicherte Änderungen an %1 (Stand: %2) wurden wiederhergestellt.</translation>
    </message>
    <message numerus="yes">
        <source>Unsaved edits to %n test files (the latest from %1) were recovered.</source>
        <translation>
            <numerusform>Ungespeicherte Änderungen an %n Testdatei (Stand: %1) wurden wiederhergestellt.</numerusform>
            <numerusform>Ungespeicherte Änderungen an %n Testdateien (neuester Stand: %1) wurden wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved file has changed since; restoring replaces it with the draft.</source>
        <translation>Die gespeicherte Datei hat sich seitdem geändert; Wiederherstellen ersetzt sie durch den Entwurf.</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>Testdatei</translation>
    </message>
    <message>
        <source>Suggest a repair for the flag of this line</source>
        <translation>Reparatur für den Befund dieser Zeile vorschlagen</translation>
    </message>
</context>
<context>
    <name>heddle::TestFileController</name>
    <message>
        <source>&amp;Fetch Test Files</source>
        <translation>Testdateien &amp;abrufen</translation>
    </message>
    <message>
        <source>Read the whole text of every file the task&apos;s test_patch touches from its repository, at the base commit with the test_patch applied</source>
        <translation>Den vollständigen Text jeder Datei, die der test_patch der Aufgabe berührt, aus ihrem Repository lesen, am Basis-Commit mit angewendetem test_patch</translation>
    </message>
    <message>
        <source>Fetch Test Files of Every Task in the &amp;Queue</source>
        <translation>Testdateien aller Aufgaben der &amp;Warteschlange abrufen</translation>
    </message>
    <message>
        <source>Fetching test files…</source>
        <translation>Testdateien werden abgerufen…</translation>
    </message>
    <message>
        <source>Fetch the test files of %1</source>
        <translation>Testdateien von %1 abrufen</translation>
    </message>
    <message numerus="yes">
        <source>Fetch the test files of %n task(s)</source>
        <translation>
            <numerusform>Testdateien von %n Aufgabe abrufen</numerusform>
            <numerusform>Testdateien von %n Aufgaben abrufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Read from each task&apos;s repository at its base commit with its test_patch applied.

%1</source>
        <translation>Aus dem Repository jeder Aufgabe an ihrem Basis-Commit mit angewendetem test_patch gelesen.

%1</translation>
    </message>
    <message numerus="yes">
        <source>The test files of %n task(s) could not be fetched.</source>
        <translation>
            <numerusform>Die Testdateien von %n Aufgabe konnten nicht abgerufen werden.</numerusform>
            <numerusform>Die Testdateien von %n Aufgaben konnten nicht abgerufen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No task lacked its test files.</source>
        <translation>Keiner Aufgabe fehlten ihre Testdateien.</translation>
    </message>
    <message numerus="yes">
        <source>Fetched the test files of %n task(s).</source>
        <translation>
            <numerusform>Testdateien von %n Aufgabe abgerufen.</numerusform>
            <numerusform>Testdateien von %n Aufgaben abgerufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The repositories could not be saved.</source>
        <translation>Die Repositorys konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Set where the dataset&apos;s repositories are</source>
        <translation>Festlegen, wo die Repositorys des Datensatzes liegen</translation>
    </message>
</context>
<context>
    <name>heddle::TestListsEditor</name>
    <message>
        <source>not declared</source>
        <translation>nicht deklariert</translation>
    </message>
    <message>
        <source>Filter tests</source>
        <translation>Tests filtern</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>No patch</source>
        <translation>Kein Patch</translation>
    </message>
    <message>
        <source>What the newest run gave with the reference patch</source>
        <translation>Was der neueste Lauf mit dem Referenz-Patch ergab</translation>
    </message>
    <message>
        <source>What the newest run gave with no patch</source>
        <translation>Was der neueste Lauf ohne Patch ergab</translation>
    </message>
    <message>
        <source>Test lists</source>
        <translation>Testlisten</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Verschieben:</translation>
    </message>
    <message>
        <source>Not declared</source>
        <translation>Nicht deklariert</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Nach %1 verschieben</translation>
    </message>
    <message>
        <source>Move the selected tests to %1 (%2 in the list)</source>
        <translation>Die ausgewählten Tests nach %1 verschieben (%2 in der Liste)</translation>
    </message>
    <message>
        <source>%1 FAIL_TO_PASS · %2 PASS_TO_PASS · %3 not declared</source>
        <translation>%1 FAIL_TO_PASS · %2 PASS_TO_PASS · %3 nicht deklariert</translation>
    </message>
    <message>
        <source>Filter the tests</source>
        <translation>Tests filtern</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>none</source>
        <comment>in no test list</comment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>heddle::TestLogParser</name>
    <message>
        <source>the test command exited with %1 and no test runner started</source>
        <translation>der Testbefehl endete mit Exit-Code %1, und kein Test-Runner wurde gestartet</translation>
    </message>
    <message>
        <source>the test command exited with %1 but the log reports no failing test: its results were not written by the test runner</source>
        <translation>der Testbefehl endete mit Exit-Code %1, aber das Log meldet keinen fehlgeschlagenen Test: Seine Ergebnisse stammen nicht vom Test-Runner</translation>
    </message>
    <message>
        <source>not a JUnit report</source>
        <translation>kein JUnit-Bericht</translation>
    </message>
    <message>
        <source>malformed JUnit XML</source>
        <translation>fehlerhaftes JUnit-XML</translation>
    </message>
</context>
<context>
    <name>heddle::TestSelection</name>
    <message>
        <source>the option %1 is not one Heddle knows, so the word after it may be its value</source>
        <translation>die Option %1 ist Heddle unbekannt, daher könnte das Wort danach ihr Wert sein</translation>
    </message>
    <message>
        <source>the option %1 changes what the command selects</source>
        <translation>die Option %1 ändert, was der Befehl auswählt</translation>
    </message>
    <message>
        <source>the option %1 has no value</source>
        <translation>die Option %1 hat keinen Wert</translation>
    </message>
    <message>
        <source>the command runs nothing</source>
        <translation>der Befehl führt nichts aus</translation>
    </message>
    <message>
        <source>%1 is not a test runner whose selection Heddle knows</source>
        <translation>%1 ist kein Test-Runner, dessen Auswahl Heddle kennt</translation>
    </message>
    <message>
        <source>%1 runs no tests without its test command</source>
        <translation>%1 führt ohne seinen Testbefehl keine Tests aus</translation>
    </message>
    <message>
        <source>the command runs code given on its command line</source>
        <translation>der Befehl führt Code aus, der auf seiner Befehlszeile angegeben ist</translation>
    </message>
    <message>
        <source>python -m %1 is not a test runner whose selection Heddle knows</source>
        <translation>python -m %1 ist kein Test-Runner, dessen Auswahl Heddle kennt</translation>
    </message>
    <message>
        <source>go %1 runs no tests</source>
        <translation>go %1 führt keine Tests aus</translation>
    </message>
    <message>
        <source>cargo: a test id does not say which crate or target holds it</source>
        <translation>cargo: Eine Test-ID sagt nicht, welches Crate oder Target sie enthält</translation>
    </message>
    <message>
        <source>vitest %1 is not a plain run of the tests</source>
        <translation>vitest %1 ist kein einfacher Testlauf</translation>
    </message>
    <message>
        <source>the test %1 does not name its file</source>
        <translation>der Test %1 nennt seine Datei nicht</translation>
    </message>
    <message>
        <source>the test %1 does not name its module</source>
        <translation>der Test %1 nennt sein Modul nicht</translation>
    </message>
    <message>
        <source>the argument %1 is not a test file, folder or module Heddle can compare</source>
        <translation>das Argument %1 ist keine Testdatei, kein Ordner und kein Modul, das Heddle vergleichen kann</translation>
    </message>
    <message>
        <source>the command does not select the test %1</source>
        <translation>der Befehl wählt den Test %1 nicht aus</translation>
    </message>
    <message>
        <source>the test %1 does not name its Go test function</source>
        <translation>der Test %1 nennt seine Go-Testfunktion nicht</translation>
    </message>
    <message>
        <source>no tests are declared</source>
        <translation>es sind keine Tests deklariert</translation>
    </message>
    <message>
        <source>only a shell can say what a pipeline, a list, a redirection or an expansion runs</source>
        <translation>nur eine Shell kann sagen, was eine Pipeline, eine Liste, eine Umleitung oder eine Expansion ausführt</translation>
    </message>
    <message>
        <source>tox is given no test paths after --</source>
        <translation>tox erhält nach -- keine Testpfade</translation>
    </message>
    <message>
        <source>unittest discover chooses its files by a pattern</source>
        <translation>unittest discover wählt seine Dateien anhand eines Musters aus</translation>
    </message>
    <message>
        <source>the command already runs only what holds the declared tests</source>
        <translation>der Befehl führt bereits nur aus, was die deklarierten Tests enthält</translation>
    </message>
</context>
<context>
    <name>heddle::TestsPage</name>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Move this test file</source>
        <translation>Diese Testdatei verschieben</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Delete this test file</source>
        <translation>Diese Testdatei löschen</translation>
    </message>
    <message>
        <source>New File…</source>
        <translation>Neue Datei…</translation>
    </message>
    <message>
        <source>Add a test file to the task</source>
        <translation>Der Aufgabe eine Testdatei hinzufügen</translation>
    </message>
    <message>
        <source>Not declared: the tests run %1 reported and the specs name that are in neither list.</source>
        <translation>Nicht deklariert: Tests, die Lauf %1 gemeldet hat und die Spezifikationen nennen, die aber in keiner Liste stehen.</translation>
    </message>
    <message>
        <source>Not declared: the tests the specs name that are in neither list; validate the task (Ctrl+R) to see every test its files hold.</source>
        <translation>Nicht deklariert: Tests, die die Spezifikationen nennen, die aber in keiner Liste stehen; validieren Sie die Aufgabe (Ctrl+R), um alle Tests ihrer Dateien zu sehen.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n Test</numerusform>
            <numerusform>%n Tests</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer declared</source>
        <translation>%1 nicht mehr deklariert</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation>%1 nach %2 verschoben</translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation>Nicht verschoben: %1</translation>
    </message>
    <message>
        <source>The task has no test file %1.</source>
        <translation>Die Aufgabe hat keine Testdatei %1.</translation>
    </message>
    <message>
        <source>Test file not changed</source>
        <translation>Testdatei nicht geändert</translation>
    </message>
    <message>
        <source>New Test File</source>
        <translation>Neue Testdatei</translation>
    </message>
    <message>
        <source>Path of the new test file, relative to the repository root (its extension picks the syntax colouring):</source>
        <translation>Pfad der neuen Testdatei relativ zum Wurzelverzeichnis des Repositorys (die Endung bestimmt die Syntaxhervorhebung):</translation>
    </message>
    <message>
        <source>Test file %1 added</source>
        <translation>Testdatei %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Rename Test File</source>
        <translation>Testdatei umbenennen</translation>
    </message>
    <message>
        <source>New path of %1:</source>
        <translation>Neuer Pfad von %1:</translation>
    </message>
    <message>
        <source>Test file %1 renamed to %2</source>
        <translation>Testdatei %1 in %2 umbenannt</translation>
    </message>
    <message>
        <source>Delete Test File</source>
        <translation>Testdatei löschen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes, which will be lost. Delete the test file anyway?</source>
        <translation>%1 hat ungespeicherte Änderungen, die verloren gehen. Testdatei trotzdem löschen?</translation>
    </message>
    <message>
        <source>Delete the test file %1 from the task?</source>
        <translation>Testdatei %1 aus der Aufgabe löschen?</translation>
    </message>
    <message>
        <source>Edit &gt; Undo brings it back.</source>
        <translation>Bearbeiten &gt; Rückgängig stellt sie wieder her.</translation>
    </message>
    <message>
        <source>Test file %1 deleted</source>
        <translation>Testdatei %1 gelöscht</translation>
    </message>
    <message>
        <source>No open flag of Heddle&apos;s own analysis cites line %1: nothing to repair.</source>
        <translation>Kein offener Befund aus Heddles eigener Analyse zitiert Zeile %1: nichts zu reparieren.</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryPage</name>
    <message>
        <source>Show another attempt&apos;s trajectory beside it, step by step</source>
        <translation>Die Trajektorie eines anderen Versuchs Schritt für Schritt daneben anzeigen</translation>
    </message>
    <message>
        <source>side by side with</source>
        <translation>im Vergleich mit</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Attempt %1 has no trajectory.</source>
        <translation>Versuch %1 hat keine Trajektorie.</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>Die Aufgabe hat keinen Versuch %1.</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryStepDelegate</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%L1 tokens</source>
        <translation>%L1 Tokens</translation>
    </message>
    <message>
        <source>cited by a flag</source>
        <translation>von einem Befund zitiert</translation>
    </message>
    <message>
        <source>… 1 more line</source>
        <translation>… 1 weitere Zeile</translation>
    </message>
    <message>
        <source>… %L1 more lines</source>
        <translation>… %L1 weitere Zeilen</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>observation</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>submit</source>
        <translation>Abgabe</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryView</name>
    <message>
        <source>1 step</source>
        <translation>1 Schritt</translation>
    </message>
    <message>
        <source>%L1 steps</source>
        <translation>%L1 Schritte</translation>
    </message>
    <message>
        <source>Show %1 steps</source>
        <translation>Schritte vom Typ %1 anzeigen</translation>
    </message>
    <message>
        <source>Find in steps (Enter: next, Shift+Enter: previous)</source>
        <translation>In Schritten suchen (Enter: nächster, Shift+Enter: vorheriger)</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>Reading… %1 so far</source>
        <translation>Wird gelesen… bisher %1</translation>
    </message>
    <message>
        <source>%1 before this error: %2</source>
        <translation>%1 vor diesem Fehler: %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Find in the steps</source>
        <translation>In den Schritten suchen</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>heddle::UnifiedDiffView</name>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
</context>
<context>
    <name>heddle::Validation</name>
    <message>
        <source>the JUnit report (%1 MB) is larger than the limit of %2 MB and was not read</source>
        <translation>der JUnit-Bericht (%1 MB) überschreitet das Limit von %2 MB und wurde nicht gelesen</translation>
    </message>
    <message>
        <source>the test log cannot be read: %1</source>
        <translation>das Test-Log kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>, Slurm job %1</source>
        <translation>, Slurm-Job %1</translation>
    </message>
    <message>
        <source>container</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>not sandboxed</source>
        <translation>ohne Sandbox</translation>
    </message>
    <message>
        <source>bubblewrap</source>
        <translation>bubblewrap</translation>
    </message>
    <message>
        <source>bubblewrap is not installed</source>
        <translation>bubblewrap ist nicht installiert</translation>
    </message>
    <message>
        <source>cannot create a temporary folder: %1</source>
        <translation>temporärer Ordner kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>the package under test %1 was imported from %2, not from the task&apos;s repository</source>
        <translation>das getestete Paket %1 wurde aus %2 importiert, nicht aus dem Repository der Aufgabe</translation>
    </message>
</context>
<context>
    <name>heddle::ValidationController</name>
    <message>
        <source>Validate &amp;Task</source>
        <translation>&amp;Aufgabe validieren</translation>
    </message>
    <message>
        <source>Run the task&apos;s tests with the reference, the empty patch and every attempt</source>
        <translation>Die Tests der Aufgabe mit der Referenz, dem leeren Patch und jedem Versuch ausführen</translation>
    </message>
    <message>
        <source>Validate &amp;Selected Tasks</source>
        <translation>Aus&amp;gewählte Aufgaben validieren</translation>
    </message>
    <message>
        <source>Validate Every Task in the &amp;Queue</source>
        <translation>Alle Aufgaben der &amp;Warteschlange validieren</translation>
    </message>
    <message>
        <source>Every task the queue shows, as filtered</source>
        <translation>Alle Aufgaben, die die Warteschlange mit dem aktuellen Filter anzeigt</translation>
    </message>
    <message>
        <source>&amp;Cancel Validation</source>
        <translation>Validierung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Mutation Analysis</source>
        <translation>&amp;Mutationsanalyse</translation>
    </message>
    <message>
        <source>Run the task&apos;s tests against small changes of its reference: those that survive show what no test checks</source>
        <translation>Die Tests der Aufgabe gegen kleine Änderungen ihrer Referenz ausführen: Die überlebenden zeigen, was kein Test prüft</translation>
    </message>
    <message>
        <source>&amp;Runs per Patch</source>
        <translation>&amp;Läufe pro Patch</translation>
    </message>
    <message>
        <source>1 (no repeats)</source>
        <translation>1 (keine Wiederholungen)</translation>
    </message>
    <message>
        <source>%1 (finds flaky tests)</source>
        <translation>%1 (findet instabile Tests)</translation>
    </message>
    <message>
        <source>&amp;Parallel Runs</source>
        <translation>&amp;Parallele Läufe</translation>
    </message>
    <message>
        <source>One per Core (%1)</source>
        <translation>Einer pro Kern (%1)</translation>
    </message>
    <message>
        <source>Allow Runs &amp;Without a Sandbox</source>
        <translation>Läufe &amp;ohne Sandbox erlauben</translation>
    </message>
    <message>
        <source>Run tests without a sandbox?</source>
        <translation>Tests ohne Sandbox ausführen?</translation>
    </message>
    <message>
        <source>Where bubblewrap is not installed, test commands would run with your permissions: they could read your files, use the network and write anywhere you can. Tests and patches are untrusted code.

Install bubblewrap (apt install bubblewrap) to keep runs sandboxed.</source>
        <translation>Wo bubblewrap nicht installiert ist, würden Testbefehle mit Ihren Berechtigungen laufen: Diese könnten Ihre Dateien lesen, das Netzwerk nutzen und überall schreiben, wo Sie es können. Tests und Patches sind nicht vertrauenswürdiger Code.

Installieren Sie bubblewrap (apt install bubblewrap), damit Läufe in der Sandbox bleiben.</translation>
    </message>
    <message>
        <source>Run Attempts as &amp;Submitted</source>
        <translation>Versuche wie &amp;eingereicht ausführen</translation>
    </message>
    <message>
        <source>Run each attempt&apos;s patch whole, including the hunks that change test files, conftest.py, the test configuration or the runner (taken out by default)</source>
        <translation>Den Patch jedes Versuchs vollständig anwenden, einschließlich der Hunks, die Testdateien, conftest.py, die Testkonfiguration oder den Runner ändern (standardmäßig herausgenommen)</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 kann nicht analysiert werden: %2</translation>
    </message>
    <message>
        <source>Mutation analysis of %1…</source>
        <translation>Mutationsanalyse von %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>bubblewrap is not installed</source>
        <translation>bubblewrap ist nicht installiert</translation>
    </message>
    <message>
        <source>Heddle runs test commands in a bubblewrap sandbox (no network, only the workspace writable), and bubblewrap is not installed here. Install it (apt install bubblewrap) and validate again.

Running without a sandbox gives untrusted tests and patches your permissions.</source>
        <translation>Heddle führt Testbefehle in einer bubblewrap-Sandbox aus (kein Netzwerk, nur der Arbeitsbereich beschreibbar), und bubblewrap ist hier nicht installiert. Installieren Sie es (apt install bubblewrap) und validieren Sie erneut.

Ohne Sandbox erhalten nicht vertrauenswürdige Tests und Patches Ihre Berechtigungen.</translation>
    </message>
    <message>
        <source>Run Without a Sandbox</source>
        <translation>Ohne Sandbox ausführen</translation>
    </message>
    <message>
        <source>%1 cannot be validated: %2</source>
        <translation>%1 kann nicht validiert werden: %2</translation>
    </message>
    <message>
        <source>Validation cancelled. Runs that ended were recorded.</source>
        <translation>Validierung abgebrochen. Beendete Läufe wurden aufgezeichnet.</translation>
    </message>
    <message>
        <source>Validated 1 task: the controls hold.</source>
        <translation>1 Aufgabe validiert: Die Kontrollen halten.</translation>
    </message>
    <message>
        <source>Validated %1 tasks: the controls hold in every one.</source>
        <translation>%1 Aufgaben validiert: Die Kontrollen halten in allen.</translation>
    </message>
    <message>
        <source>Validated %1 tasks: the controls hold in %2, fail or could not run in %3.</source>
        <translation>%1 Aufgaben validiert: Die Kontrollen halten in %2, schlagen fehl oder konnten nicht laufen in %3.</translation>
    </message>
    <message>
        <source>cancelled before any run ended; nothing recorded</source>
        <translation>abgebrochen, bevor ein Lauf endete; nichts aufgezeichnet</translation>
    </message>
    <message>
        <source>Mutation analysis of %1</source>
        <translation>Mutationsanalyse von %1</translation>
    </message>
    <message>
        <source>the controls hold</source>
        <translation>die Kontrollen halten</translation>
    </message>
    <message>
        <source>a control fails</source>
        <translation>eine Kontrolle schlägt fehl</translation>
    </message>
    <message>
        <source>Validate %1: %2</source>
        <translation>Validierung von %1: %2</translation>
    </message>
    <message>
        <source>Run %1 (%2); computed flags recomputed.</source>
        <translation>Lauf %1 (%2); berechnete Befunde neu berechnet.</translation>
    </message>
</context>
<context>
    <name>heddle::ValidationPanel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed</source>
        <translation>%1 bestanden, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>, %1 skipped</source>
        <translation>, %1 übersprungen</translation>
    </message>
    <message>
        <source>, hunk %1</source>
        <translation>, Hunk %1</translation>
    </message>
    <message>
        <source>patch does not apply</source>
        <translation>Patch lässt sich nicht anwenden</translation>
    </message>
    <message>
        <source>patch does not apply (%1)</source>
        <translation>Patch lässt sich nicht anwenden (%1)</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation>Start fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>crashed: %1</source>
        <translation>abgestürzt: %1</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>over a limit: %1</source>
        <translation>Limit überschritten: %1</translation>
    </message>
    <message>
        <source>controls hold</source>
        <translation>Kontrollen halten</translation>
    </message>
    <message>
        <source>reference fails 1 test</source>
        <translation>Referenz scheitert an 1 Test</translation>
    </message>
    <message>
        <source>reference fails %1 tests</source>
        <translation>Referenz scheitert an %1 Tests</translation>
    </message>
    <message>
        <source>reference: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>empty patch breaks 1 expectation</source>
        <translation>leerer Patch verletzt 1 Erwartung</translation>
    </message>
    <message>
        <source>empty patch breaks %1 expectations</source>
        <translation>leerer Patch verletzt %1 Erwartungen</translation>
    </message>
    <message>
        <source>empty patch: %1</source>
        <translation>leerer Patch: %1</translation>
    </message>
    <message>
        <source>%1 flaky</source>
        <translation>%1 instabil</translation>
    </message>
    <message>
        <source>%1 · untrustworthy</source>
        <translation>%1 · nicht vertrauenswürdig</translation>
    </message>
    <message>
        <source>%1 MB of output left out: the first and the last part are kept.</source>
        <translation>%1 MB Ausgabe ausgelassen: Der erste und der letzte Teil bleiben erhalten.</translation>
    </message>
    <message>
        <source>Statuses and durations from the JUnit report the command wrote.</source>
        <translation>Status und Dauern aus dem JUnit-Bericht, den der Befehl geschrieben hat.</translation>
    </message>
    <message>
        <source>Statuses read from the output.</source>
        <translation>Status aus der Ausgabe gelesen.</translation>
    </message>
    <message>
        <source>Untrustworthy results: %1.</source>
        <translation>Nicht vertrauenswürdige Ergebnisse: %1.</translation>
    </message>
    <message>
        <source>%1 hunk %2</source>
        <translation>%1 Hunk %2</translation>
    </message>
    <message>
        <source>Ran without the hunks that change the tests: %1.</source>
        <translation>Ohne die Hunks ausgeführt, die die Tests ändern: %1.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>Validation runs the task&apos;s tests with the reference patch, with no patch and with every attempt&apos;s patch, each in a fresh sandboxed checkout.</source>
        <translation>Die Validierung führt die Tests der Aufgabe mit dem Referenz-Patch, ohne Patch und mit dem Patch jedes Versuchs aus, jeweils in einem frischen Checkout in der Sandbox.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Earlier runs of this task</source>
        <translation>Frühere Läufe dieser Aufgabe</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Was</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>Select a run to see its output.</source>
        <translation>Wählen Sie einen Lauf aus, um seine Ausgabe zu sehen.</translation>
    </message>
    <message>
        <source>Validating 1 task…</source>
        <translation>1 Aufgabe wird validiert…</translation>
    </message>
    <message>
        <source>Validating %1 tasks…</source>
        <translation>%1 Aufgaben werden validiert…</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>wird vorbereitet</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <translation>nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 of %2 runs · %3 of %4 tasks</source>
        <translation>%1 von %2 Läufen · %3 von %4 Aufgaben</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Frühere Läufe</translation>
    </message>
    <message>
        <source>Earlier runs of %1</source>
        <translation>Frühere Läufe von %1</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>Run %1, started %2</source>
        <translation>Lauf %1, gestartet: %2</translation>
    </message>
    <message>
        <source>Stale: %1; its results no longer describe the task.</source>
        <translation>Veraltet: %1; die Ergebnisse beschreiben die Aufgabe nicht mehr.</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>nicht lesbare Aufzeichnung</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>Validate the task to run its tests with every patch.</source>
        <translation>Validieren Sie die Aufgabe, um ihre Tests mit jedem Patch auszuführen.</translation>
    </message>
    <message>
        <source>What changed since the last run: no run yet.</source>
        <translation>Änderungen seit dem letzten Lauf: noch kein Lauf.</translation>
    </message>
    <message>
        <source>What changed since the last run: this is the first run.</source>
        <translation>Änderungen seit dem letzten Lauf: Dies ist der erste Lauf.</translation>
    </message>
    <message>
        <source>Nothing changed from run %1 to run %2.</source>
        <translation>Von Lauf %1 zu Lauf %2 hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>1 test result changed from run %1 to run %2:</source>
        <translation>1 Testergebnis hat sich von Lauf %1 zu Lauf %2 geändert:</translation>
    </message>
    <message>
        <source>%1 test results changed from run %2 to run %3:</source>
        <translation>%1 Testergebnisse haben sich von Lauf %2 zu Lauf %3 geändert:</translation>
    </message>
    <message>
        <source>No computed flag was raised or cleared from run %1 to run %2.</source>
        <translation>Von Lauf %1 zu Lauf %2 wurde kein berechneter Befund erhoben oder aufgehoben.</translation>
    </message>
    <message>
        <source>Computed flags from run %1 to run %2: %3 raised, %4 cleared.</source>
        <translation>Berechnete Befunde von Lauf %1 zu Lauf %2: %3 erhoben, %4 aufgehoben.</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>erhoben</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>aufgehoben</translation>
    </message>
    <message>
        <source>%1 · %2 (live)</source>
        <translation>%1 · %2 (laufend)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Changes since the run before</source>
        <translation>Änderungen seit dem vorigen Lauf</translation>
    </message>
    <message>
        <source>Flag changes</source>
        <translation>Geänderte Befunde</translation>
    </message>
    <message>
        <source>Run output</source>
        <translation>Ausgabe des Laufs</translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation>nicht gelaufen: %1</translation>
    </message>
    <message>
        <source>environment: %1</source>
        <translation>Umgebung: %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n without network</source>
        <translation>
            <numerusform> · %n ohne Netzwerk</numerusform>
            <numerusform> · %n ohne Netzwerk</numerusform>
        </translation>
    </message>
    <message>
        <source>Environment: %1 (%2).</source>
        <translation>Umgebung: %1 (%2).</translation>
    </message>
    <message>
        <source>Imported %1 from %2</source>
        <translation>%1 importiert aus %2</translation>
    </message>
    <message>
        <source>Failed on a network error, the run having no network: %1</source>
        <translation>An einem Netzwerkfehler gescheitert, der Lauf hatte kein Netzwerk: %1</translation>
    </message>
</context>
<context>
    <name>heddle::VerdictExportController</name>
    <message>
        <source>Export &amp;Verdicts…</source>
        <translation>&amp;Urteile exportieren…</translation>
    </message>
    <message>
        <source>Write every flag with the curators&apos; verdicts on it as JSON Lines, to calibrate or train a review agent</source>
        <translation>Schreibt jeden Befund mit den Urteilen der Kuratoren als JSON Lines, um einen Review-Agenten zu kalibrieren oder zu trainieren</translation>
    </message>
    <message>
        <source>Open a dataset to export its verdicts.</source>
        <translation>Öffnen Sie einen Datensatz, um seine Urteile zu exportieren.</translation>
    </message>
    <message>
        <source>Export Verdicts</source>
        <translation>Urteile exportieren</translation>
    </message>
    <message>
        <source>Blind review hides the flags and other curators&apos; verdicts, and the export holds them all. Turn blind review off, then export.</source>
        <translation>Die Blindprüfung blendet die Befunde und die Urteile anderer Kuratoren aus, der Export enthält sie jedoch alle. Schalten Sie die Blindprüfung aus und exportieren Sie dann.</translation>
    </message>
    <message>
        <source>Export Verdicts To</source>
        <translation>Urteile exportieren nach</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting the verdicts…</source>
        <translation>Urteile werden exportiert…</translation>
    </message>
    <message>
        <source>Verdicts not exported</source>
        <translation>Urteile nicht exportiert</translation>
    </message>
    <message>
        <source>Flags written: %1 (tasks read: %2).
File: %3</source>
        <translation>Geschriebene Befunde: %1 (gelesene Aufgaben: %2).
Datei: %3</translation>
    </message>
    <message>
        <source>Problems while reading: %1 (see the details); the rest was exported.</source>
        <translation>Probleme beim Lesen: %1 (siehe Details); der Rest wurde exportiert.</translation>
    </message>
    <message>
        <source>Verdicts exported</source>
        <translation>Urteile exportiert</translation>
    </message>
    <message>
        <source>Flags written: %1, to %2</source>
        <translation>Geschriebene Befunde: %1, nach %2</translation>
    </message>
</context>
<context>
    <name>heddle::Viewed</name>
    <message>
        <source>Cannot read the remembered viewed marks</source>
        <translation>Die gespeicherten Gesehen-Markierungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>The remembered viewed marks are damaged and were reset</source>
        <translation>Die gespeicherten Gesehen-Markierungen sind beschädigt und wurden zurückgesetzt</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>Cannot create the folder for the viewed marks</source>
        <translation>Der Ordner für die Gesehen-Markierungen kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot save the viewed marks</source>
        <translation>Die Gesehen-Markierungen können nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>heddle::Workspace</name>
    <message>
        <source>%1 lies behind a symbolic link in the workspace</source>
        <translation>%1 liegt im Arbeitsbereich hinter einem symbolischen Link</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1 in the workspace</source>
        <translation>Der Ordner von %1 kann im Arbeitsbereich nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot create the symbolic link %1 in the workspace</source>
        <translation>Der symbolische Link %1 kann im Arbeitsbereich nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot write %1 in the workspace: %2</source>
        <translation>%1 kann im Arbeitsbereich nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The repository holds an unsafe path: %1</source>
        <translation>Das Repository enthält einen unsicheren Pfad: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot read %1 from the repository</source>
        <translation>%1 kann nicht aus dem Repository gelesen werden</translation>
    </message>
    <message>
        <source>Cannot check out the repository</source>
        <translation>Das Repository kann nicht ausgecheckt werden</translation>
    </message>
    <message>
        <source>The test patch cannot be read: %1</source>
        <translation>Der Test-Patch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The patch cannot be read: %1</source>
        <translation>Der Patch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 lies outside the repository</source>
        <translation>%1 liegt außerhalb des Repositorys</translation>
    </message>
    <message>
        <source>%1 already exists in the repository</source>
        <translation>%1 existiert bereits im Repository</translation>
    </message>
    <message>
        <source>%1 does not exist in the repository</source>
        <translation>%1 existiert nicht im Repository</translation>
    </message>
    <message>
        <source>The test patch&apos;s binary files cannot be read: %1</source>
        <translation>Die Binärdateien des Test-Patches können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The test patch&apos;s binary files do not apply: %1</source>
        <translation>Die Binärdateien des Test-Patches lassen sich nicht anwenden: %1</translation>
    </message>
    <message>
        <source>Cannot read %1 from the test patch</source>
        <translation>%1 kann nicht aus dem Test-Patch gelesen werden</translation>
    </message>
    <message>
        <source>The base commit %1 is not in the repository %2</source>
        <translation>Der Basis-Commit %1 ist nicht im Repository %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1</source>
        <translation>Der Arbeitsbereichsordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot create a workspace in %1: %2</source>
        <translation>In %1 kann kein Arbeitsbereich erstellt werden: %2</translation>
    </message>
    <message>
        <source>The test file %1 lies outside the repository</source>
        <translation>Die Testdatei %1 liegt außerhalb des Repositorys</translation>
    </message>
    <message>
        <source>The workspace %1 does not exist</source>
        <translation>Der Arbeitsbereich %1 existiert nicht</translation>
    </message>
    <message>
        <source>Cannot remove the workspace %1</source>
        <translation>Der Arbeitsbereich %1 kann nicht entfernt werden</translation>
    </message>
</context>
</TS>
