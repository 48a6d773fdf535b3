<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AgentBundleText</name>
    <message>
        <source>cannot copy the file into the bundle</source>
        <translation>无法将文件复制到输入包中</translation>
    </message>
    <message>
        <source>cannot make the output folder</source>
        <translation>无法创建输出文件夹</translation>
    </message>
</context>
<context>
    <name>AgentReviewText</name>
    <message>
        <source>the version command of %1 gave no version</source>
        <translation>%1的版本命令未给出版本</translation>
    </message>
    <message>
        <source>cannot make a temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
    <message>
        <source>the agent exited with code %1: nothing was imported</source>
        <translation>智能体以代码%1退出：未导入任何内容</translation>
    </message>
    <message>
        <source>the agent wrote more than the %1 bytes of output kept: nothing was imported</source>
        <translation>智能体的输出超过了保留的%1字节：未导入任何内容</translation>
    </message>
    <message>
        <source>the agent wrote no %1: nothing was imported</source>
        <translation>智能体未写出%1：未导入任何内容</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes of output kept: nothing was imported</source>
        <translation>%1大于保留的%2字节输出：未导入任何内容</translation>
    </message>
    <message>
        <source>the findings could not be imported</source>
        <translation>无法导入发现</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) (%1 failed): </source>
        <translation>
            <numerusform>%n次运行（%1次失败）： </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 updated, %3 unchanged, %4 withdrawn, %5 kept as decided, %6 skipped</source>
        <translation>新增%1，更新%2，未变%3，已撤回%4，按已裁定保留%5，跳过%6</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s), %1 prompt + %2 completion tokens%3</source>
        <translation>
            <numerusform>%n 个请求，%1 个提示 token + %2 个补全 token%3</numerusform>
        </translation>
    </message>
    <message>
        <source> (some estimated)</source>
        <translation>（部分为估算）</translation>
    </message>
    <message>
        <source>, cost %1</source>
        <translation>，费用 %1</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>cannot write the file</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <source>the file exists already and is never overwritten</source>
        <translation>文件已存在，且永远不会被覆盖</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
</context>
<context>
    <name>BlindText</name>
    <message>
        <source>Model %1</source>
        <translation>模型%1</translation>
    </message>
    <message>
        <source>cannot read the blind verdict</source>
        <translation>无法读取盲审裁定</translation>
    </message>
    <message>
        <source>a blind verdict is a JSON object</source>
        <translation>盲审裁定必须是JSON对象</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为true或false</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>The blind verdict was not saved: cannot write %1.</source>
        <translation>盲审裁定未保存：无法写入%1。</translation>
    </message>
</context>
<context>
    <name>Container</name>
    <message>
        <source>at character %1</source>
        <translation>位于第%1个字符</translation>
    </message>
    <message>
        <source>a lone &quot;}&quot; in the container command template; write &quot;}}&quot; for a brace</source>
        <translation>容器命令模板中有单独的&quot;}&quot;；如需表示花括号，请写&quot;}}&quot;</translation>
    </message>
    <message>
        <source>an unclosed &quot;{&quot; in the container command template</source>
        <translation>容器命令模板中有未闭合的&quot;{&quot;</translation>
    </message>
    <message>
        <source>the container command template ends with a backslash</source>
        <translation>容器命令模板以反斜杠结尾</translation>
    </message>
    <message>
        <source>an unclosed quote in the container command template</source>
        <translation>容器命令模板中有未闭合的引号</translation>
    </message>
    <message>
        <source>unknown placeholder %1 in the container command template; known: %2</source>
        <translation>容器命令模板中有未知的占位符%1；已知的占位符：%2</translation>
    </message>
    <message>
        <source>the container command template is empty</source>
        <translation>容器命令模板为空</translation>
    </message>
    <message>
        <source>the container command template has no {command}: the tests would never run</source>
        <translation>容器命令模板中没有{command}：测试将永远不会运行</translation>
    </message>
    <message>
        <source>neither podman nor docker is installed</source>
        <translation>podman和docker均未安装</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1未安装</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动%1：%2</translation>
    </message>
    <message>
        <source>`%1 info` did not answer within %2 s: its service may be hung</source>
        <translation>`%1 info`在%2秒内未响应：其服务可能已挂起</translation>
    </message>
    <message>
        <source>`%1 info` failed (exit code %2): %3</source>
        <translation>`%1 info`失败（退出码%2）：%3</translation>
    </message>
</context>
<context>
    <name>DatasetIo</name>
    <message>
        <source>missing file</source>
        <translation>文件缺失</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the dataset (or points nowhere); refusing to read it</source>
        <translation>符号链接指向数据集之外（或指向不存在的位置）；拒绝读取</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>应为文件，实际为文件夹</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>cannot read the dataset description</source>
        <translation>无法读取数据集描述</translation>
    </message>
    <message>
        <source>not a Heddle dataset: %1 is missing</source>
        <translation>不是Heddle数据集：缺少%1</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; differs from the folder name &quot;%2&quot;</source>
        <translation>id &quot;%1&quot;与文件夹名&quot;%2&quot;不一致</translation>
    </message>
    <message>
        <source>the spec id &quot;%1&quot; is used twice</source>
        <translation>规格id &quot;%1&quot;被使用了两次</translation>
    </message>
    <message>
        <source>unknown spec category &quot;%1&quot;; the dataset defines: %2</source>
        <translation>未知的规格类别&quot;%1&quot;；数据集定义的类别：%2</translation>
    </message>
    <message>
        <source>no spec has the id &quot;%1&quot;</source>
        <translation>没有id为&quot;%1&quot;的规格</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the dataset</source>
        <translation>指向数据集之外的符号链接</translation>
    </message>
    <message>
        <source>no attempt has the id &quot;%1&quot;</source>
        <translation>没有id为&quot;%1&quot;的尝试</translation>
    </message>
    <message>
        <source>no such task folder</source>
        <translation>没有此任务文件夹</translation>
    </message>
    <message>
        <source>missing trajectory file</source>
        <translation>缺少轨迹文件</translation>
    </message>
    <message>
        <source>the flag id &quot;%1&quot; is used twice</source>
        <translation>标记id &quot;%1&quot;被使用了两次</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; cannot be used as a file name inside the dataset</source>
        <translation>%1&quot;%2&quot;不能用作数据集内的文件名</translation>
    </message>
    <message>
        <source>a relative path with &apos;/&apos; between its parts, none of them empty, &apos;.&apos;, &apos;..&apos; or &apos;.git&apos;</source>
        <translation>应为相对路径，各部分之间以&apos;/&apos;分隔，且任何部分都不能为空、&apos;.&apos;、&apos;..&apos;或&apos;.git&apos;</translation>
    </message>
    <message>
        <source>unexpected content</source>
        <translation>意外的内容</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>没有此文件夹</translation>
    </message>
    <message>
        <source>The task id</source>
        <translation>任务id</translation>
    </message>
    <message>
        <source>this task has %1 more problems; `heddle check` lists them all</source>
        <translation>此任务还有%1个问题；`heddle check`会将其全部列出</translation>
    </message>
    <message>
        <source>the folder name is not a valid task id</source>
        <translation>文件夹名不是有效的任务id</translation>
    </message>
    <message>
        <source>The test file path</source>
        <translation>测试文件路径</translation>
    </message>
    <message>
        <source>The attempt id</source>
        <translation>尝试id</translation>
    </message>
    <message>
        <source>The trajectory file</source>
        <translation>轨迹文件</translation>
    </message>
    <message>
        <source>cannot read the trajectory to copy</source>
        <translation>无法读取要复制的轨迹</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a test file of task %2</source>
        <translation>&quot;%1&quot;不是任务%2的测试文件</translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s); `heddle check` lists them all</source>
        <translation>
            <numerusform>以及另外 %n 个问题；`heddle check` 会全部列出</numerusform>
        </translation>
    </message>
    <message>
        <source>review.json cannot be read, so Heddle does not write over it; mend it first (`heddle check` says where)</source>
        <translation>无法读取 review.json，因此 Heddle 不会覆盖它；请先修复（`heddle check` 会指出位置）</translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s) in this file</source>
        <translation>
            <numerusform>以及此文件中另外 %n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoDataset</name>
    <message>
        <source>Cannot create the git repository of the demo</source>
        <translation>无法创建演示的git仓库</translation>
    </message>
    <message>
        <source>Cannot open the index of the demo repository</source>
        <translation>无法打开演示仓库的索引</translation>
    </message>
    <message>
        <source>Cannot read this file of the demo repository</source>
        <translation>无法读取演示仓库中的此文件</translation>
    </message>
    <message>
        <source>Cannot add this file to the demo repository</source>
        <translation>无法将此文件添加到演示仓库</translation>
    </message>
    <message>
        <source>Cannot write the index of the demo repository</source>
        <translation>无法写入演示仓库的索引</translation>
    </message>
    <message>
        <source>Cannot read back the tree of the demo repository</source>
        <translation>无法读回演示仓库的树</translation>
    </message>
    <message>
        <source>Cannot create the signature of the demo commit</source>
        <translation>无法创建演示提交的签名</translation>
    </message>
    <message>
        <source>Cannot commit the demo repository</source>
        <translation>无法提交演示仓库</translation>
    </message>
    <message>
        <source>This build of Heddle has no demo dataset</source>
        <translation>此Heddle构建版本不含演示数据集</translation>
    </message>
    <message>
        <source>The demo dataset cannot be installed here: this is a file, not a folder</source>
        <translation>无法在此处安装演示数据集：这是一个文件，而不是文件夹</translation>
    </message>
    <message>
        <source>This folder holds another version of the demo dataset, possibly with your edits; it was left as it is. Move it away to install this version.</source>
        <translation>此文件夹中存放着另一个版本的演示数据集，其中可能包含您的编辑；它已保持原样。请将其移走，以安装此版本。</translation>
    </message>
    <message>
        <source>This folder is not empty and does not hold the demo dataset; nothing was written into it</source>
        <translation>此文件夹不为空，且不包含演示数据集；未向其中写入任何内容</translation>
    </message>
    <message>
        <source>Cannot create the folder for the demo dataset</source>
        <translation>无法为演示数据集创建文件夹</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the demo dataset</source>
        <translation>无法为演示数据集创建临时文件夹</translation>
    </message>
    <message>
        <source>Cannot replace the empty folder with the demo dataset</source>
        <translation>无法用演示数据集替换该空文件夹</translation>
    </message>
    <message>
        <source>Cannot move the demo dataset into place</source>
        <translation>无法将演示数据集移动到位</translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>%2的第%1步</translation>
    </message>
    <message>
        <source>A step of %1</source>
        <translation>%1的某个步骤</translation>
    </message>
    <message>
        <source>hunk %1 of %2</source>
        <translation>差异块%1/%2</translation>
    </message>
    <message>
        <source>Hunk %1 of %2</source>
        <translation>差异块%1/%2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第%2行</translation>
    </message>
    <message>
        <source>Reference patch, %1</source>
        <translation>参考补丁，%1</translation>
    </message>
    <message>
        <source>(no such test file)</source>
        <translation>（无此测试文件）</translation>
    </message>
    <message>
        <source>(no reference patch)</source>
        <translation>（无参考补丁）</translation>
    </message>
    <message>
        <source>(no such attempt)</source>
        <translation>（无此尝试）</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>no output folder given</source>
        <translation>未指定输出文件夹</translation>
    </message>
    <message>
        <source>the output folder exists and is not empty</source>
        <translation>输出文件夹已存在且不为空</translation>
    </message>
    <message>
        <source>cannot write a diff of the file</source>
        <translation>无法写入该文件的差异</translation>
    </message>
    <message>
        <source>cannot create the output folder</source>
        <translation>无法创建输出文件夹</translation>
    </message>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>应为对象&quot;verdicts&quot;: {标记id: 裁定}</translation>
    </message>
    <message>
        <source>expected a string &quot;state&quot;</source>
        <translation>应为字符串&quot;state&quot;</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;; the verdict is not exported</source>
        <translation>review.json中没有标记&quot;%1&quot;；该裁定未导出</translation>
    </message>
    <message>
        <source>The export of verdicts was cancelled.</source>
        <translation>裁定导出已取消。</translation>
    </message>
    <message>
        <source>task %1 not exported: %2</source>
        <translation>任务%1未导出：%2</translation>
    </message>
    <message>
        <source>The verdicts were not exported.</source>
        <translation>裁定未导出。</translation>
    </message>
</context>
<context>
    <name>FindingCheck</name>
    <message>
        <source>task %1 has no attempt &quot;%2&quot;</source>
        <translation>任务%1没有尝试&quot;%2&quot;</translation>
    </message>
    <message>
        <source>task %1 has no attempt of %2</source>
        <translation>任务%1没有%2的尝试</translation>
    </message>
    <message>
        <source>task %1 has %2 attempts of %3: the finding must say which</source>
        <translation>任务%1有%2个%3的尝试：发现必须指明是哪一个</translation>
    </message>
    <message>
        <source>attempt %1 has no trajectory</source>
        <translation>尝试%1没有轨迹</translation>
    </message>
    <message>
        <source>a trajectory step needs an attempt</source>
        <translation>轨迹步骤需要指定尝试</translation>
    </message>
    <message>
        <source>step %1 does not exist: the trajectory of %2 has %3 steps (counted from 0)</source>
        <translation>步骤%1不存在：%2的轨迹有%3个步骤（从0开始计数）</translation>
    </message>
    <message>
        <source>the reference patch</source>
        <translation>参考补丁</translation>
    </message>
    <message>
        <source>the patch of %1</source>
        <translation>%1的补丁</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>无法读取%1</translation>
    </message>
    <message>
        <source>%1 does not change %2</source>
        <translation>%1未更改%2</translation>
    </message>
    <message>
        <source>hunk %1 does not exist: %2 has %3 hunks in %4 (counted from 0)</source>
        <translation>差异块%1不存在：%2在%4中有%3个差异块（从0开始计数）</translation>
    </message>
    <message>
        <source>line %1 is outside hunk %2 of %3, which covers lines %4 to %5 of the new file</source>
        <translation>第%1行不在%3的差异块%2内，该差异块覆盖新文件的第%4至%5行</translation>
    </message>
    <message>
        <source>line %1 does not exist: %2 has %3 lines</source>
        <translation>第%1行不存在：%2共有%3行</translation>
    </message>
    <message>
        <source>task %1 has no test file %2</source>
        <translation>任务%1没有测试文件%2</translation>
    </message>
    <message>
        <source>task %1 lists no test &quot;%2&quot; in FAIL_TO_PASS or PASS_TO_PASS</source>
        <translation>任务%1的FAIL_TO_PASS或PASS_TO_PASS中没有列出测试&quot;%2&quot;</translation>
    </message>
    <message>
        <source>task %1 has no spec &quot;%2&quot;</source>
        <translation>任务%1没有规格&quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>a finding must be a JSON object</source>
        <translation>发现必须是JSON对象</translation>
    </message>
    <message>
        <source>this evidence needs &quot;%1&quot;</source>
        <translation>此证据需要&quot;%1&quot;</translation>
    </message>
    <message>
        <source>the finding names no task</source>
        <translation>发现未指明任务</translation>
    </message>
    <message>
        <source>the finding names no agent: give &quot;agent&quot;: {&quot;name&quot;: ...} or a source name</source>
        <translation>发现未指明智能体：请给出&quot;agent&quot;: {&quot;name&quot;: ...}或来源名称</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>
[cut: the rationale took %L1 characters]</source>
        <translation>
[已截断：理由共 %L1 个字符]</translation>
    </message>
    <message>
        <source>the line takes %L1 bytes: a finding may take at most %L2</source>
        <translation>该行占 %L1 字节：一条发现最多可占 %L2 字节</translation>
    </message>
</context>
<context>
    <name>FlagImport</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>新增%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n updated</source>
        <translation>
            <numerusform>更新%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>未变%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn</source>
        <translation>
            <numerusform>已撤回%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restored</source>
        <translation>
            <numerusform>已恢复%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as decided</source>
        <translation>
            <numerusform>按已裁定保留%n个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>跳过%n个</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags of %1: %2</source>
        <translation>%1的标记：%2</translation>
    </message>
    <message>
        <source>Findings from %1.</source>
        <translation>来自%1的发现。</translation>
    </message>
    <message>
        <source>Tasks changed: %1.</source>
        <translation>已更改的任务：%1。</translation>
    </message>
    <message>
        <source>no task has the id &quot;%1&quot;</source>
        <translation>没有id为&quot;%1&quot;的任务</translation>
    </message>
    <message>
        <source>the finding is about %1, outside what was reviewed</source>
        <translation>该发现涉及%1，超出了审查范围</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>导入已取消。</translation>
    </message>
    <message>
        <source>the same finding as line %1 (same kind, attempt, tests and specs); give each an &quot;id&quot; of its own</source>
        <translation>与第%1行的发现相同（类型、尝试、测试和规格均相同）；请为每个发现指定各自的&quot;id&quot;</translation>
    </message>
</context>
<context>
    <name>ImporterText</name>
    <message>
        <source>expected an object with &quot;success&quot; and &quot;failure&quot; lists, found %1</source>
        <translation>应为包含&quot;success&quot;和&quot;failure&quot;列表的对象，实际为%1</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>expected a harness report: an object with &quot;resolved&quot; and &quot;tests_status&quot;, or {instance_id: {...}} holding one</source>
        <translation>应为评测框架报告：包含&quot;resolved&quot;和&quot;tests_status&quot;的对象，或包含此类对象的{instance_id: {...}}</translation>
    </message>
    <message>
        <source>expected a run report with &quot;resolved_ids&quot; or &quot;ids_resolved&quot;</source>
        <translation>应为包含&quot;resolved_ids&quot;或&quot;ids_resolved&quot;的运行报告</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>the harness folder does not exist</source>
        <translation>评测框架文件夹不存在</translation>
    </message>
    <message>
        <source>no harness output here: expected instance folders holding %1</source>
        <translation>此处没有评测框架输出：应为包含%1的实例文件夹</translation>
    </message>
    <message>
        <source>expected the pull request number</source>
        <translation>应为拉取请求编号</translation>
    </message>
    <message>
        <source>expected a list of issues, found %1</source>
        <translation>应为议题列表，实际为%1</translation>
    </message>
    <message>
        <source>expected an issue object at %1, found %2</source>
        <translation>在%1处应为议题对象，实际为%2</translation>
    </message>
    <message>
        <source>the required key &quot;base&quot; (with the base commit&apos;s sha) is missing</source>
        <translation>缺少必需的键&quot;base&quot;（包含基准提交的sha）</translation>
    </message>
    <message>
        <source>the repository is empty</source>
        <translation>仓库为空</translation>
    </message>
    <message>
        <source>the instance id is empty</source>
        <translation>实例id为空</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) change existing test files: their new text needs the repository, so those tasks keep the test_patch in task.json&apos;s source block (heddle import --repo, or heddle check --fix once the repository is mapped, reads them)</source>
        <translation>
            <numerusform>%n个任务修改了现有的测试文件：其新内容需要仓库才能生成，因此这些任务将test_patch保留在task.json的source块中（heddle import --repo，或在映射仓库后运行heddle check --fix，会读取它们）</numerusform>
        </translation>
    </message>
    <message>
        <source>no instances file was given and no run carries its instances</source>
        <translation>未指定实例文件，且没有任何运行附带其实例</translation>
    </message>
    <message>
        <source>no instance could be read</source>
        <translation>无法读取任何实例</translation>
    </message>
    <message>
        <source>the instance id &quot;%1&quot; cannot name a task: it must match [A-Za-z0-9][A-Za-z0-9._+-]* and be at most 200 characters</source>
        <translation>实例id &quot;%1&quot;无法用作任务名：它必须匹配[A-Za-z0-9][A-Za-z0-9._+-]*，且长度不超过200个字符</translation>
    </message>
    <message>
        <source>the instance id &quot;%1&quot; was already read at %2; this row is skipped</source>
        <translation>实例id &quot;%1&quot;已在%2处读取过；跳过此行</translation>
    </message>
    <message>
        <source>the run is neither a harness folder nor a predictions file</source>
        <translation>该运行既不是评测框架文件夹，也不是预测文件</translation>
    </message>
    <message>
        <source>not a trajectory format Heddle reads; it is kept with the format &quot;unknown&quot;</source>
        <translation>不是Heddle可读取的轨迹格式；将以格式&quot;unknown&quot;保留</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the folder holds several models: each keeps its own name instead of &quot;%1&quot;</source>
        <translation>该文件夹包含多个模型：每个模型保留自己的名称，而不使用&quot;%1&quot;</translation>
    </message>
    <message>
        <source>the report is about &quot;%1&quot;, not the folder&apos;s instance</source>
        <translation>该报告针对的是&quot;%1&quot;，而非该文件夹的实例</translation>
    </message>
    <message>
        <source>the report says the patch did not apply yet the instance is resolved; the test results are kept as reported</source>
        <translation>报告称补丁未能应用，但该实例已解决；测试结果按报告保留</translation>
    </message>
    <message>
        <source>line %1: a second prediction for &quot;%2&quot;; it becomes another sample</source>
        <translation>第%1行：&quot;%2&quot;的第二个预测；它将成为另一个样本</translation>
    </message>
    <message>
        <source>no output folder given</source>
        <translation>未指定输出文件夹</translation>
    </message>
    <message>
        <source>the output folder exists and is not empty</source>
        <translation>输出文件夹已存在且不为空</translation>
    </message>
    <message>
        <source>no instances file given</source>
        <translation>未指定实例文件</translation>
    </message>
    <message>
        <source>cannot create a temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
    <message>
        <source>cannot create the output folder</source>
        <translation>无法创建输出文件夹</translation>
    </message>
    <message>
        <source>SWE-bench tasks imported from %1</source>
        <translation>从%1导入的SWE-bench任务</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>%1 of %2 tasks were written</source>
        <translation>已写入%2个任务中的%1个</translation>
    </message>
    <message>
        <source>expected an array of specs, found %1</source>
        <translation>应为规格数组，实际为%1</translation>
    </message>
    <message>
        <source>expected a spec object, found %1</source>
        <translation>应为规格对象，实际为%1</translation>
    </message>
    <message>
        <source>the spec id is empty</source>
        <translation>规格id为空</translation>
    </message>
    <message>
        <source>the instance&apos;s eval_script has no line after &quot;: &apos;&gt;&gt;&gt;&gt;&gt; Start Test Output&apos;&quot;</source>
        <translation>实例的eval_script中&quot;: &apos;&gt;&gt;&gt;&gt;&gt; Start Test Output&apos;&quot;之后没有任何行</translation>
    </message>
    <message>
        <source>the instance has no test command</source>
        <translation>该实例没有测试命令</translation>
    </message>
    <message>
        <source>from task.json</source>
        <translation>来自task.json</translation>
    </message>
    <message>
        <source>from the instance&apos;s %1 field</source>
        <translation>来自实例的%1字段</translation>
    </message>
    <message>
        <source>from the instance&apos;s eval_script</source>
        <translation>来自实例的eval_script</translation>
    </message>
    <message>
        <source>from the harness run&apos;s eval.sh</source>
        <translation>来自评测框架运行的eval.sh</translation>
    </message>
    <message>
        <source>from SWE-bench&apos;s command for %1, with the test_patch&apos;s files</source>
        <translation>来自SWE-bench针对%1的命令，使用test_patch中的文件</translation>
    </message>
    <message>
        <source>from the curator&apos;s edit</source>
        <translation>来自审校人的编辑</translation>
    </message>
    <message>
        <source>Test command: unknown. Validation cannot run this task until it has one.</source>
        <translation>测试命令：未知。在设置测试命令之前，验证无法运行此任务。</translation>
    </message>
    <message>
        <source>Test command: unknown (%1). Validation cannot run this task until it has one.</source>
        <translation>测试命令：未知（%1）。在设置测试命令之前，验证无法运行此任务。</translation>
    </message>
    <message>
        <source>Test command: %1 (%2)</source>
        <translation>测试命令：%1（%2）</translation>
    </message>
    <message>
        <source>Test command: none. It would get %1 (%2).</source>
        <translation>测试命令：无。将会使用%1（%2）。</translation>
    </message>
    <message>
        <source>the task has no test command; it would now get &quot;%1&quot; (%2)</source>
        <translation>该任务没有测试命令；现在将会使用&quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>the task has no test command: %1</source>
        <translation>该任务没有测试命令：%1</translation>
    </message>
    <message>
        <source>the table has no &quot;repositories&quot; object</source>
        <translation>该表中没有&quot;repositories&quot;对象</translation>
    </message>
    <message>
        <source>expected &quot;paths&quot; or &quot;django-modules&quot;, found &quot;%1&quot;</source>
        <translation>应为&quot;paths&quot;或&quot;django-modules&quot;，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>the repository lists no versions</source>
        <translation>该仓库未列出任何版本</translation>
    </message>
    <message>
        <source>the command is empty</source>
        <translation>命令为空</translation>
    </message>
    <message>
        <source>SWE-bench&apos;s table does not know the repository &quot;%1&quot;</source>
        <translation>SWE-bench的表中没有仓库&quot;%1&quot;</translation>
    </message>
    <message>
        <source>the task has no version, and the command of %1 differs between its versions</source>
        <translation>该任务没有版本，且%1的命令在各版本之间不同</translation>
    </message>
    <message>
        <source>SWE-bench&apos;s table does not list version %1 of %2, and the command differs between its versions</source>
        <translation>SWE-bench的表中未列出%2的版本%1，且命令在各版本之间不同</translation>
    </message>
    <message>
        <source>the test_patch cannot be read: %1</source>
        <translation>无法读取test_patch：%1</translation>
    </message>
    <message>
        <source>the test_patch names %1, outside the repository</source>
        <translation>test_patch涉及%1，它位于仓库之外</translation>
    </message>
    <message>
        <source>the test_patch does not apply at %1: %2</source>
        <translation>test_patch无法在%1处应用：%2</translation>
    </message>
    <message>
        <source>cannot read the trajectory</source>
        <translation>无法读取轨迹</translation>
    </message>
    <message>
        <source>no trajectories here: expected &lt;instance_id&gt;.traj, &lt;instance_id&gt;/&lt;instance_id&gt;.traj, &lt;instance_id&gt;.traj.json or output.jsonl</source>
        <translation>此处没有轨迹：应为&lt;instance_id&gt;.traj、&lt;instance_id&gt;/&lt;instance_id&gt;.traj、&lt;instance_id&gt;.traj.json或output.jsonl</translation>
    </message>
    <message>
        <source>the trajectory folder or file does not exist</source>
        <translation>轨迹文件夹或文件不存在</translation>
    </message>
    <message>
        <source>cannot write a temporary file</source>
        <translation>无法写入临时文件</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>没有这样的文件或文件夹</translation>
    </message>
</context>
<context>
    <name>LlmAnswerText</name>
    <message>
        <source>the answer is empty</source>
        <translation>回答为空</translation>
    </message>
    <message>
        <source>the answer is not JSON (%1)</source>
        <translation>回答不是 JSON（%1）</translation>
    </message>
    <message>
        <source>the answer is not an object with a list &quot;findings&quot;</source>
        <translation>回答不是带有列表 &quot;findings&quot; 的对象</translation>
    </message>
</context>
<context>
    <name>LlmClientText</name>
    <message>
        <source>the answer is not a JSON object: %1</source>
        <translation>回答不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>the answer has no choices</source>
        <translation>回答没有 choices</translation>
    </message>
    <message>
        <source>the answer&apos;s first choice has no message content</source>
        <translation>回答的第一个 choice 没有消息内容</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内没有回答</translation>
    </message>
    <message>
        <source>the answer is larger than the %1 bytes kept</source>
        <translation>回答超过保留的 %1 字节</translation>
    </message>
</context>
<context>
    <name>LlmPromptText</name>
    <message>
        <source>cannot read the prompt template</source>
        <translation>无法读取提示模板</translation>
    </message>
    <message>
        <source>a prompt template starts with a line &quot;version: NAME&quot;</source>
        <translation>提示模板以一行 &quot;version: NAME&quot; 开头</translation>
    </message>
</context>
<context>
    <name>LlmReviewText</name>
    <message>
        <source>the answer could not be read, nor the one asked again: %1: nothing was imported</source>
        <translation>回答无法读取，再次请求的回答也无法读取：%1：未导入任何内容</translation>
    </message>
    <message>
        <source>%1 is not an agent of kind llm</source>
        <translation>%1 不是 llm 类的代理</translation>
    </message>
    <message>
        <source>agent %1 takes its API key from the environment variable %2, which is not set</source>
        <translation>代理 %1 从环境变量 %2 读取 API 密钥，但该变量未设置</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建%1</translation>
    </message>
    <message>
        <source>the run has no result yet</source>
        <translation>该运行尚无结果</translation>
    </message>
    <message>
        <source>Slurm stopped the job at its time limit (%1)</source>
        <translation>Slurm因作业达到时间限制而将其停止（%1）</translation>
    </message>
    <message>
        <source>Slurm killed the job for its memory (%1)</source>
        <translation>Slurm因作业内存超限而将其终止（%1）</translation>
    </message>
    <message>
        <source>the Slurm job was cancelled (%1)</source>
        <translation>Slurm作业已被取消（%1）</translation>
    </message>
    <message>
        <source>the Slurm node failed (%1)</source>
        <translation>Slurm节点故障（%1）</translation>
    </message>
    <message>
        <source>the Slurm job ended without a result from Heddle (%1, exit code %2)</source>
        <translation>Slurm作业已结束，但未得到Heddle的结果（%1，退出码%2）</translation>
    </message>
    <message>
        <source>not a folder: expected the run&apos;s folder that holds request.json</source>
        <translation>不是文件夹：应为包含 request.json 的运行文件夹</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>⚠ A reason is needed: write why, or cancel.</source>
        <translation>⚠ 需要填写理由：请写明原因，或取消。</translation>
    </message>
</context>
<context>
    <name>RebenchAnnotations</name>
    <message>
        <source>a correct fix may fail on unrelated tests</source>
        <translation>正确的修复可能因无关的测试而失败</translation>
    </message>
    <message>
        <source>the tests expect names, messages or values the statement does not give</source>
        <translation>测试期望问题描述中未给出的名称、消息或值</translation>
    </message>
    <message>
        <source>essential information is only behind external links</source>
        <translation>关键信息只在外部链接中</translation>
    </message>
    <message>
        <source>the expected behaviour or acceptance criteria are missing</source>
        <translation>缺少预期行为或验收标准</translation>
    </message>
    <message>
        <source>the tests need unrelated changes of the reference patch</source>
        <translation>测试依赖参考补丁中无关的修改</translation>
    </message>
    <message>
        <source>the tests assume knowledge or an approach the statement does not give</source>
        <translation>测试假定了问题描述中未给出的知识或做法</translation>
    </message>
    <message>
        <source>the task mixes several independent issues</source>
        <translation>该任务混合了多个相互独立的问题</translation>
    </message>
    <message>
        <source>the statement&apos;s intent is insufficient</source>
        <translation>问题描述的意图不充分</translation>
    </message>
    <message>
        <source>expected JSON, found a string that is not JSON: %1</source>
        <translation>应为 JSON，但找到的字符串不是 JSON：%1</translation>
    </message>
    <message>
        <source>expected an annotation object, found %1</source>
        <translation>应为标注对象，但找到 %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>expected a confidence from 0 to 1</source>
        <translation>应为 0 到 1 之间的置信度</translation>
    </message>
    <message>
        <source>expected an object of true or false per code, found %1</source>
        <translation>应为按代码给出 true 或 false 的对象，但找到 %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，但找到 %1</translation>
    </message>
    <message>
        <source>expected a list of strings, found %1</source>
        <translation>应为字符串列表，但找到 %1</translation>
    </message>
    <message>
        <source>Test alignment issues: %1</source>
        <translation>测试不一致之处：%1</translation>
    </message>
    <message>
        <source>expected the meta object, found %1</source>
        <translation>应为 meta 对象，但找到 %1</translation>
    </message>
    <message>
        <source>expected a list of annotations, found %1</source>
        <translation>应为标注列表，但找到 %1</translation>
    </message>
    <message>
        <source>the row names no instance_id</source>
        <translation>该行未指明 instance_id</translation>
    </message>
</context>
<context>
    <name>RepairText</name>
    <message>
        <source>a verdict without its flag id, and no git history of the task to say which flag it judged</source>
        <translation>缺少标记 ID 的裁定，且任务没有 git 历史可以说明它裁定的是哪个标记</translation>
    </message>
    <message>
        <source>a verdict without its flag id that no commit of the task records</source>
        <translation>缺少标记 ID 的裁定，任务的任何提交都没有记录它</translation>
    </message>
    <message>
        <source>a verdict without its flag id: commits %1 changed several flags to its state, or none</source>
        <translation>缺少标记 ID 的裁定：提交 %1 将多个标记改为其状态，或一个也没有</translation>
    </message>
</context>
<context>
    <name>RereadText</name>
    <message>
        <source>Cannot reread %1 before writing it: %2</source>
        <translation>写入前无法重新读取 %1：%2</translation>
    </message>
    <message>
        <source>it cannot be read any more</source>
        <translation>该文件已无法读取</translation>
    </message>
</context>
<context>
    <name>RestoreText</name>
    <message>
        <source>%1 changed since (another writer, or a later decision); nothing was undone</source>
        <translation>%1 此后已被更改（另一个写入者或之后的决定）；未撤销任何内容</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>The verdict on flag %1</source>
        <translation>标记 %1 的裁定</translation>
    </message>
</context>
<context>
    <name>ReviewAgentText</name>
    <message>
        <source>expected a list of review agents</source>
        <translation>应为审查智能体列表</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>the name is not a valid id</source>
        <translation>该名称不是有效的id</translation>
    </message>
    <message>
        <source>another agent has this name</source>
        <translation>已有其他智能体使用此名称</translation>
    </message>
    <message>
        <source>expected &quot;task&quot; or &quot;attempt&quot;</source>
        <translation>应为&quot;task&quot;或&quot;attempt&quot;</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为true或false</translation>
    </message>
    <message>
        <source>expected a whole number of seconds</source>
        <translation>应为整数秒数</translation>
    </message>
    <message>
        <source>expected &quot;stdout&quot; or a file name without a folder</source>
        <translation>应为&quot;stdout&quot;或不含文件夹的文件名</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected a list of paths</source>
        <translation>应为路径列表</translation>
    </message>
    <message>
        <source>expected a path</source>
        <translation>应为路径</translation>
    </message>
    <message>
        <source>expected an http:// or https:// address</source>
        <translation>应为 http:// 或 https:// 地址</translation>
    </message>
    <message>
        <source>expected the name of a model</source>
        <translation>应为模型名称</translation>
    </message>
    <message>
        <source>expected a whole number above 0</source>
        <translation>应为大于 0 的整数</translation>
    </message>
    <message>
        <source>expected a whole number, 0 for no limit</source>
        <translation>应为整数，0 表示不限</translation>
    </message>
    <message>
        <source>expected a number from 0 to 2</source>
        <translation>应为 0 到 2 之间的数</translation>
    </message>
    <message>
        <source>expected {&quot;prompt&quot;: …, &quot;completion&quot;: …}</source>
        <translation>应为 {&quot;prompt&quot;: …, &quot;completion&quot;: …}</translation>
    </message>
    <message>
        <source>expected a price of 0 or more</source>
        <translation>应为 0 或以上的价格</translation>
    </message>
    <message>
        <source>an agent has a command or an llm, not both</source>
        <translation>代理有命令或 llm，不能两者都有</translation>
    </message>
    <message>
        <source>expected a command or an llm</source>
        <translation>应为命令或 llm</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应为%1</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>应为%1之一，实际为%2</translation>
    </message>
    <message>
        <source>expected at least %1 characters</source>
        <translation>应至少包含%1个字符</translation>
    </message>
    <message>
        <source>expected at most %1 characters</source>
        <translation>应至多包含%1个字符</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the expected form %2</source>
        <translation>&quot;%1&quot;不符合预期格式%2</translation>
    </message>
    <message>
        <source>expected a value of at least %1, found %2</source>
        <translation>值应至少为%1，实际为%2</translation>
    </message>
    <message>
        <source>expected a value of at most %1, found %2</source>
        <translation>值应至多为%1，实际为%2</translation>
    </message>
    <message>
        <source>expected at least %1 items</source>
        <translation>应至少包含%1项</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; expected one of: %2</source>
        <translation>未知的键&quot;%1&quot;；应为以下之一：%2</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation>缺少必需的键&quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>应为 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>expected at most %1 items, found %2</source>
        <translation>最多应有 %1 项，实际有 %2 项</translation>
    </message>
</context>
<context>
    <name>ScoutResults</name>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>value_type is boolean, but the value is &quot;%1&quot;</source>
        <translation>value_type 为 boolean，但值为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>value_type is number, but the value is &quot;%1&quot;</source>
        <translation>value_type 为 number，但值为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>value_type is %1, but the value is not JSON of that type</source>
        <translation>value_type 为 %1，但值不是该类型的 JSON</translation>
    </message>
    <message>
        <source>The scanner %1 flagged transcript %2 (value %3).</source>
        <translation>扫描器 %1 标记了记录 %2（值 %3）。</translation>
    </message>
    <message>
        <source>the file holds columns, not rows (pandas&apos; default to_json): export the results with to_json(path, orient=&quot;records&quot;, lines=True)</source>
        <translation>该文件按列而非按行保存（pandas 的 to_json 默认格式）：请用 to_json(path, orient=&quot;records&quot;, lines=True) 导出结果</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>缺少必需的键“%1”</translation>
    </message>
    <message>
        <source>the scanner failed on transcript %1, so it says nothing about it: %2</source>
        <translation>扫描器在记录 %1 上失败，因此对其没有结论：%2</translation>
    </message>
    <message>
        <source>the result names no task (transcript_task_id)</source>
        <translation>该结果未指明任务（transcript_task_id）</translation>
    </message>
    <message>
        <source>expected the repeat (epoch) as a whole number from 1</source>
        <translation>应为从 1 开始的整数重复次数（epoch）</translation>
    </message>
    <message>
        <source>the result names no scanner (scanner_name): give a source name</source>
        <translation>该结果未指明扫描器（scanner_name）：请给出来源名称</translation>
    </message>
    <message>
        <source>value_type is resultset, but the value is not a list</source>
        <translation>value_type 为 resultset，但值不是列表</translation>
    </message>
    <message>
        <source>result %1 of the set is %2, not a result object</source>
        <translation>结果集中的第 %1 个结果是 %2，而不是结果对象</translation>
    </message>
    <message>
        <source>a Parquet file, which Heddle does not read: export it as JSON lines first. Inspect Scout results: scan_results_df(SCAN_DIR).scanners[SCANNER].to_json(&quot;results.jsonl&quot;, orient=&quot;records&quot;, lines=True); any Parquet file, with DuckDB: COPY (SELECT * FROM &apos;%1&apos;) TO &apos;results.jsonl&apos; (FORMAT json)</source>
        <translation>Parquet 文件，Heddle 无法读取：请先导出为 JSON 行。Inspect Scout 的结果：scan_results_df(SCAN_DIR).scanners[SCANNER].to_json(&quot;results.jsonl&quot;, orient=&quot;records&quot;, lines=True)；任何 Parquet 文件都可用 DuckDB：COPY (SELECT * FROM &apos;%1&apos;) TO &apos;results.jsonl&apos; (FORMAT json)</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>应为对象&quot;verdicts&quot;：{标记id: 裁定}</translation>
    </message>
    <message>
        <source>expected a string &quot;state&quot;</source>
        <translation>应为字符串&quot;state&quot;</translation>
    </message>
    <message>
        <source>expected open, confirmed, dismissed or needs_rerun, found &quot;%1&quot;</source>
        <translation>应为open、confirmed、dismissed或needs_rerun，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;; the verdict is not counted</source>
        <translation>review.json中没有标记&quot;%1&quot;；该裁定不予计入</translation>
    </message>
</context>
<context>
    <name>TrajectoryParser</name>
    <message>
        <source>the file changed while it was shown: open it again</source>
        <translation>文件在显示期间已更改：请重新打开</translation>
    </message>
    <message>
        <source>this step is not valid JSON (%1)</source>
        <translation>此步骤不是有效的JSON（%1）</translation>
    </message>
    <message>
        <source>cannot read the trajectory: %1</source>
        <translation>无法读取轨迹：%1</translation>
    </message>
    <message>
        <source>the file is empty: expected a JSON document</source>
        <translation>文件为空：应为JSON文档</translation>
    </message>
    <message>
        <source>no line has the instance_id &quot;%1&quot;</source>
        <translation>没有任何行的instance_id为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>not a trajectory format Heddle reads: expected a SWE-agent .traj (&quot;trajectory&quot; or &quot;attempts&quot;), a mini-swe-agent file (&quot;messages&quot;) or a line of OpenHands output.jsonl (&quot;history&quot;)</source>
        <translation>不是Heddle可读取的轨迹格式：应为SWE-agent .traj（&quot;trajectory&quot;或&quot;attempts&quot;）、mini-swe-agent文件（&quot;messages&quot;）或OpenHands output.jsonl中的一行（&quot;history&quot;）</translation>
    </message>
    <message>
        <source>expected %1: %2</source>
        <translation>应为%1：%2</translation>
    </message>
    <message>
        <source>expected %1 as an array</source>
        <translation>%1应为数组</translation>
    </message>
    <message>
        <source>the list of steps &quot;trajectory&quot;</source>
        <translation>步骤列表&quot;trajectory&quot;</translation>
    </message>
    <message>
        <source>the list of attempts &quot;attempts&quot;</source>
        <translation>尝试列表&quot;attempts&quot;</translation>
    </message>
    <message>
        <source>the list of chat messages &quot;messages&quot;</source>
        <translation>聊天消息列表&quot;messages&quot;</translation>
    </message>
    <message>
        <source>the list of events &quot;history&quot;</source>
        <translation>事件列表&quot;history&quot;</translation>
    </message>
    <message>
        <source>the trajectory is no longer wanted</source>
        <translation>已不再需要该轨迹</translation>
    </message>
    <message>
        <source>step %1 cannot be read again: the file changed</source>
        <translation>无法再次读取步骤%1：文件已更改</translation>
    </message>
    <message>
        <source>a content part object or a string</source>
        <translation>内容部分对象或字符串</translation>
    </message>
    <message>
        <source>a string or a list of content parts</source>
        <translation>字符串或内容部分列表</translation>
    </message>
    <message>
        <source>a chat message object</source>
        <translation>聊天消息对象</translation>
    </message>
    <message>
        <source>a mini-swe-agent trajectory object</source>
        <translation>mini-swe-agent轨迹对象</translation>
    </message>
    <message>
        <source>an event object or an [action, observation] pair</source>
        <translation>事件对象或[action, observation]对</translation>
    </message>
    <message>
        <source>expected an [action, observation] pair of two objects</source>
        <translation>应为由两个对象组成的[action, observation]对</translation>
    </message>
    <message>
        <source>an action object</source>
        <translation>动作对象</translation>
    </message>
    <message>
        <source>an observation object</source>
        <translation>观察对象</translation>
    </message>
    <message>
        <source>an OpenHands output line object</source>
        <translation>OpenHands输出行对象</translation>
    </message>
    <message>
        <source>expected a JSON object encoded in the state string (%1)</source>
        <translation>状态字符串中应编码一个JSON对象（%1）</translation>
    </message>
    <message>
        <source>expected a JSON object encoded in the state string, found %1</source>
        <translation>状态字符串中应编码一个JSON对象，实际为%1</translation>
    </message>
    <message>
        <source>the environment state as an object or a string</source>
        <translation>对象或字符串形式的环境状态</translation>
    </message>
    <message>
        <source>a step object</source>
        <translation>步骤对象</translation>
    </message>
    <message>
        <source>a SWE-agent trajectory object</source>
        <translation>SWE-agent轨迹对象</translation>
    </message>
    <message>
        <source>an attempt object</source>
        <translation>尝试对象</translation>
    </message>
    <message>
        <source>could not read the trajectory</source>
        <translation>无法读取轨迹</translation>
    </message>
    <message>
        <source>not enough memory to read the trajectory</source>
        <translation>内存不足，无法读取轨迹</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>Task %1 has no flag %2.</source>
        <translation>任务%1没有标记%2。</translation>
    </message>
    <message>
        <source>Dismissing flag %1 needs a note that says why.</source>
        <translation>驳回标记%1时需要附上说明原因的备注。</translation>
    </message>
    <message>
        <source>The verdict on flag %1 was not saved: cannot write %2 (%3).</source>
        <translation>标记%1的裁定未保存：无法写入%2（%3）。</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取%1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入%1</translation>
    </message>
    <message>
        <source>A verdict needs the id of the flag it judges.</source>
        <translation>裁定需要其所裁定标记的 ID。</translation>
    </message>
    <message>
        <source>expected an object &quot;verdicts&quot;: {flag id: verdict}</source>
        <translation>应为对象 &quot;verdicts&quot;：{标记 ID: 裁定}</translation>
    </message>
    <message>
        <source>a verdict without the id of its flag: statistics and exported verdicts leave it out</source>
        <translation>缺少标记 ID 的裁定：统计和导出的裁定会将其略去</translation>
    </message>
    <message>
        <source>review.json has no flag &quot;%1&quot;: statistics and exported verdicts leave this verdict out</source>
        <translation>review.json 中没有标记 &quot;%1&quot;：统计和导出的裁定会略去此裁定</translation>
    </message>
    <message>
        <source>expected a &quot;state&quot; of open, confirmed, dismissed or needs_rerun</source>
        <translation>&quot;state&quot; 应为 open、confirmed、dismissed 或 needs_rerun</translation>
    </message>
    <message>
        <source>Flag %1 of task %2 was removed by another writer meanwhile.</source>
        <translation>任务 %2 的标记 %1 已在此期间被另一个写入者删除。</translation>
    </message>
</context>
<context>
    <name>WriteLockText</name>
    <message>
        <source>another writer</source>
        <translation>另一个写入者</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>%1 (pid %2 on %3)</source>
        <translation>%1（PID %2，位于 %3）</translation>
    </message>
    <message>
        <source>Taking over the dataset&apos;s writer lock from %1, which ended without releasing it</source>
        <translation>接管 %1 的数据集写入锁：该进程已结束但未释放锁</translation>
    </message>
    <message>
        <source>Cannot create the dataset&apos;s writer lock %1: %2</source>
        <translation>无法创建数据集写入锁 %1：%2</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>无法写入该文件</translation>
    </message>
    <message>
        <source>The dataset is being written by %1: gave up waiting for its writer lock %2; try again when it has finished, or remove the lock file if that writer is gone</source>
        <translation>数据集正由 %1 写入：已放弃等待写入锁 %2；请在其完成后重试，若该写入者已不存在，请删除锁文件</translation>
    </message>
    <message>
        <source>Waiting for %1 to finish writing the dataset</source>
        <translation>正在等待 %1 完成数据集写入</translation>
    </message>
    <message>
        <source>Waiting for another writer in this process to finish writing the dataset</source>
        <translation>正在等待本进程中的另一个写入者完成数据集写入</translation>
    </message>
    <message>
        <source>Gave up waiting for the dataset&apos;s writer lock %1: another writer in this process holds it</source>
        <translation>已放弃等待数据集写入锁 %1：本进程中的另一个写入者持有该锁</translation>
    </message>
    <message>
        <source>a writer that ended</source>
        <translation>一个已结束的写入者</translation>
    </message>
</context>
<context>
    <name>heddle::ApiKeyBox</name>
    <message>
        <source>API keys of built-in reviewers</source>
        <translation>内置审阅器的 API 密钥</translation>
    </message>
    <message>
        <source>&amp;Store in Keyring</source>
        <translation>存入密钥环(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>删除(&amp;F)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Paste the key; it is not shown again</source>
        <translation>粘贴密钥；之后不再显示</translation>
    </message>
    <message>
        <source>A built-in reviewer (an agent with &quot;llm&quot;) that names no api_key_env takes its key from your desktop&apos;s keyring. The key is kept there alone: never in the dataset, a run record, a log or your settings.</source>
        <translation>未指定 api_key_env 的内置审阅器（带 &quot;llm&quot; 的代理）从桌面密钥环读取密钥。密钥只保存在那里：绝不写入数据集、运行记录、日志或您的设置。</translation>
    </message>
    <message>
        <source>A&amp;gent:</source>
        <translation>代理(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Asking the keyring for the key of %1…</source>
        <translation>正在向密钥环查询 %1 的密钥…</translation>
    </message>
    <message>
        <source>The keyring cannot be reached: %1</source>
        <translation>无法访问密钥环：%1</translation>
    </message>
    <message>
        <source>No key for %1 in the keyring.</source>
        <translation>密钥环中没有 %1 的密钥。</translation>
    </message>
    <message>
        <source>A key for %1 is in the keyring.</source>
        <translation>密钥环中已有 %1 的密钥。</translation>
    </message>
    <message>
        <source>Storing the key of %1…</source>
        <translation>正在保存 %1 的密钥…</translation>
    </message>
    <message>
        <source>The key for %1 is stored in the keyring.</source>
        <translation>%1 的密钥已存入密钥环。</translation>
    </message>
    <message>
        <source>The key for %1 was not stored: %2</source>
        <translation>%1 的密钥未能保存：%2</translation>
    </message>
    <message>
        <source>The key for %1 was not removed: %2</source>
        <translation>%1 的密钥未能删除：%2</translation>
    </message>
</context>
<context>
    <name>heddle::ApplyPatch</name>
    <message>
        <source>hunk %1 of %2 does not apply at line %3</source>
        <translation>差异块%1/%2无法在第%3行应用</translation>
    </message>
    <message>
        <source>%1 is a binary change: it has no lines to apply</source>
        <translation>%1是二进制更改：没有可应用的行</translation>
    </message>
</context>
<context>
    <name>heddle::ApprovalGates</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1及另外%n项</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no validation run yet: validate the task.</source>
        <translation>尚无验证运行：请验证该任务。</translation>
    </message>
    <message>
        <source>The newest validation run is up to date</source>
        <translation>最近一次验证运行未过期</translation>
    </message>
    <message>
        <source>Run %1 is out of date: %2.</source>
        <translation>运行%1已过期：%2。</translation>
    </message>
    <message>
        <source>The reference patch passes every FAIL_TO_PASS and PASS_TO_PASS test</source>
        <translation>参考补丁通过所有FAIL_TO_PASS和PASS_TO_PASS测试</translation>
    </message>
    <message>
        <source>In run %1 the reference patch could not be checked: %2.</source>
        <translation>在运行%1中，无法检查参考补丁：%2。</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>In run %1 the reference patch does not pass %2.</source>
        <translation>在运行%1中，参考补丁未通过%2。</translation>
    </message>
    <message>
        <source>Without a patch, FAIL_TO_PASS tests fail and PASS_TO_PASS tests pass</source>
        <translation>未应用补丁时，FAIL_TO_PASS测试失败，PASS_TO_PASS测试通过</translation>
    </message>
    <message>
        <source>In run %1 the tests could not be checked without a patch: %2.</source>
        <translation>在运行%1中，无法在未应用补丁的情况下检查测试：%2。</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS %1 passed without the fix</source>
        <translation>FAIL_TO_PASS测试%1在未修复时即已通过</translation>
    </message>
    <message>
        <source>PASS_TO_PASS %1 did not pass</source>
        <translation>PASS_TO_PASS测试%1未通过</translation>
    </message>
    <message>
        <source>In run %1, with no patch applied: %2.</source>
        <translation>在运行%1中，未应用补丁时：%2。</translation>
    </message>
    <message>
        <source>No test is flaky</source>
        <translation>没有不稳定的测试</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1在%2上（%3）</translation>
    </message>
    <message>
        <source>In run %1 these tests changed status between repeats: %2.</source>
        <translation>在运行%1中，以下测试在重复运行之间状态发生了变化：%2。</translation>
    </message>
    <message>
        <source>Every flag has a verdict</source>
        <translation>每个标记都有裁定</translation>
    </message>
    <message>
        <source>%1 (open)</source>
        <translation>%1（未处理）</translation>
    </message>
    <message>
        <source>%1 (needs a rerun)</source>
        <translation>%1（需要重新运行）</translation>
    </message>
    <message>
        <source>Flags without a verdict: %1.</source>
        <translation>没有裁定的标记：%1。</translation>
    </message>
    <message>
        <source>Every spec is covered by a FAIL_TO_PASS or PASS_TO_PASS test</source>
        <translation>每个规格都被某个FAIL_TO_PASS或PASS_TO_PASS测试覆盖</translation>
    </message>
    <message>
        <source>No FAIL_TO_PASS or PASS_TO_PASS test covers %1.</source>
        <translation>没有任何FAIL_TO_PASS或PASS_TO_PASS测试覆盖%1。</translation>
    </message>
</context>
<context>
    <name>heddle::AssertionClasses</name>
    <message>
        <source>checks how a mock was called</source>
        <translation>检查模拟对象（mock）的调用方式</translation>
    </message>
    <message>
        <source>A valid patch may call its collaborators differently (other arguments, keywords, order or count) and still behave the same.</source>
        <translation>有效的补丁可能以不同方式调用其协作对象（不同的参数、关键字、顺序或次数），但行为仍然相同。</translation>
    </message>
    <message>
        <source>depends on timing</source>
        <translation>依赖于时间</translation>
    </message>
    <message>
        <source>Wall-clock time, sleeps and durations depend on the machine and its load, not on whether the patch is right.</source>
        <translation>挂钟时间、休眠和持续时长取决于机器及其负载，而与补丁是否正确无关。</translation>
    </message>
    <message>
        <source>compares the exact text of an exception or message</source>
        <translation>比较异常或消息的确切文本</translation>
    </message>
    <message>
        <source>A valid patch may word an error or a message differently; the statement rarely dictates the text.</source>
        <translation>有效的补丁可能以不同措辞表达错误或消息；问题描述很少规定具体文本。</translation>
    </message>
    <message>
        <source>reads a private attribute or function</source>
        <translation>读取私有属性或函数</translation>
    </message>
    <message>
        <source>A name with a leading underscore is internal: a valid patch may store or compute the same thing under another name.</source>
        <translation>以下划线开头的名称属于内部实现：有效的补丁可能以其他名称存储或计算相同的内容。</translation>
    </message>
    <message>
        <source>compares the order of an unordered container to a list</source>
        <translation>将无序容器的顺序与列表进行比较</translation>
    </message>
    <message>
        <source>The order of a set, or of dict keys built another way, is not part of the behaviour unless the statement says so.</source>
        <translation>集合的顺序，或以其他方式构建的dict键的顺序，不属于行为的一部分，除非问题描述中有说明。</translation>
    </message>
    <message>
        <source>compares the repr or str of an object</source>
        <translation>比较对象的repr或str</translation>
    </message>
    <message>
        <source>How an object prints is seldom specified; a valid patch may print it differently.</source>
        <translation>对象的打印方式很少有明确规定；有效的补丁可能以不同方式打印它。</translation>
    </message>
    <message>
        <source>compares floats for exact equality</source>
        <translation>对浮点数进行精确相等比较</translation>
    </message>
    <message>
        <source>Another order of the same arithmetic rounds differently; pytest.approx would accept it.</source>
        <translation>以不同顺序进行相同的运算会产生不同的舍入结果；pytest.approx会接受这种差异。</translation>
    </message>
    <message>
        <source>checks identity or an exact type</source>
        <translation>检查对象同一性或确切类型</translation>
    </message>
    <message>
        <source>A valid patch may return an equal object, a copy or a subclass instead of the very object or type the test names.</source>
        <translation>有效的补丁可能返回相等的对象、副本或子类，而不是测试所指定的那个对象或类型。</translation>
    </message>
</context>
<context>
    <name>heddle::AttemptMatrixModel</name>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>the patch does not apply: %1</source>
        <translation>补丁无法应用：%1</translation>
    </message>
    <message>
        <source>the run ended %1%2</source>
        <translation>运行结束，结果为%1%2</translation>
    </message>
    <message>
        <source>Reference: must pass all</source>
        <translation>参考：必须全部通过</translation>
    </message>
    <message>
        <source>The reference patch: a correct patch, so it must pass every FAIL_TO_PASS and PASS_TO_PASS test.</source>
        <translation>参考补丁：一个正确的补丁，因此它必须通过所有FAIL_TO_PASS和PASS_TO_PASS测试。</translation>
    </message>
    <message>
        <source>Empty patch: must fail FAIL_TO_PASS</source>
        <translation>空补丁：FAIL_TO_PASS必须失败</translation>
    </message>
    <message>
        <source>The repository without any patch: every FAIL_TO_PASS test must fail and every PASS_TO_PASS test must pass, or the tests cannot tell a fix from no fix.</source>
        <translation>未应用任何补丁的仓库：每个FAIL_TO_PASS测试都必须失败，每个PASS_TO_PASS测试都必须通过，否则测试无法区分已修复和未修复。</translation>
    </message>
    <message>
        <source>Attempt by %1, sample %2</source>
        <translation>%1的尝试，样本%2</translation>
    </message>
    <message>
        <source>Attempt %1: %2, sample %3</source>
        <translation>尝试%1：%2，样本%3</translation>
    </message>
    <message>
        <source>, agent %1</source>
        <translation>，智能体%1</translation>
    </message>
    <message>
        <source>Flag %1 (%2, %3, %4)</source>
        <translation>标记%1（%2，%3，%4）</translation>
    </message>
    <message>
        <source>Not run in validation run %1: %2.</source>
        <translation>未在验证运行%1中运行：%2。</translation>
    </message>
    <message>
        <source>Not run: this attempt has no test results.</source>
        <translation>未运行：此尝试没有测试结果。</translation>
    </message>
    <message>
        <source>Not run yet: run validation to fill this row.</source>
        <translation>尚未运行：请运行验证以填充此行。</translation>
    </message>
    <message>
        <source>%1 — %2: %3.</source>
        <translation>%1 — %2：%3。</translation>
    </message>
    <message>
        <source>Its test file could not be collected (a syntax or import error), so it never ran.</source>
        <translation>其测试文件无法被收集（语法或导入错误），因此从未运行。</translation>
    </message>
    <message>
        <source>Took %1 s.</source>
        <translation>耗时%1秒。</translation>
    </message>
    <message>
        <source>Untrustworthy run: %1.</source>
        <translation>不可信的运行：%1。</translation>
    </message>
    <message>
        <source>Changed since run %1: it was %2.</source>
        <translation>自运行%1以来已更改：之前为%2。</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: it must fail without a patch.</source>
        <translation>FAIL_TO_PASS：未应用补丁时它必须失败。</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: a correct patch passes it.</source>
        <translation>FAIL_TO_PASS：正确的补丁能通过它。</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: it must pass without a patch too.</source>
        <translation>PASS_TO_PASS：未应用补丁时它也必须通过。</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: a correct patch keeps it passing.</source>
        <translation>PASS_TO_PASS：正确的补丁会使其保持通过。</translation>
    </message>
    <message>
        <source>Not in FAIL_TO_PASS or PASS_TO_PASS; the reference patch %1 it.</source>
        <translation>不在FAIL_TO_PASS或PASS_TO_PASS中；参考补丁%1该测试。</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>does not pass</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Not in FAIL_TO_PASS or PASS_TO_PASS: nothing is expected of it.</source>
        <translation>不在FAIL_TO_PASS或PASS_TO_PASS中：对它没有任何预期。</translation>
    </message>
    <message>
        <source>Mismatch: the reference patch should pass it; the test or the reference is broken.</source>
        <translation>不匹配：参考补丁应能通过它；测试或参考补丁有问题。</translation>
    </message>
    <message>
        <source>Mismatch: it does not fail without a patch, so it cannot tell a fix from no fix.</source>
        <translation>不匹配：未应用补丁时它并未失败，因此它无法区分已修复和未修复。</translation>
    </message>
    <message>
        <source>Mismatch: it does not pass without a patch; the environment may be broken.</source>
        <translation>不匹配：未应用补丁时它未通过；环境可能有问题。</translation>
    </message>
    <message>
        <source>Mismatch: not what a correct patch gets.</source>
        <translation>不匹配：与正确补丁的结果不符。</translation>
    </message>
    <message>
        <source>Covers no spec.</source>
        <translation>未覆盖任何规格。</translation>
    </message>
    <message>
        <source>Covers %1.</source>
        <translation>覆盖%1。</translation>
    </message>
    <message>
        <source>Results of validation run %1, which is stale: the tests or patches changed since.</source>
        <translation>验证运行%1的结果，该运行已过期：此后测试或补丁已更改。</translation>
    </message>
    <message>
        <source>Results of validation run %1.</source>
        <translation>验证运行%1的结果。</translation>
    </message>
    <message>
        <source>Results stored with the attempt; no validation run yet.</source>
        <translation>随尝试存储的结果；尚无验证运行。</translation>
    </message>
    <message>
        <source>Not run: %1.</source>
        <translation>未运行：%1。</translation>
    </message>
    <message>
        <source>%1 of %2 declared tests as expected without a patch.</source>
        <translation>%2个已声明测试中有%1个在未应用补丁时符合预期。</translation>
    </message>
    <message>
        <source>Passes %1 of %2 declared tests.</source>
        <translation>通过%2个已声明测试中的%1个。</translation>
    </message>
    <message>
        <source>Covers %1 (%2)</source>
        <translation>覆盖%1（%2）</translation>
    </message>
    <message>
        <source>In run %1: %2 attempts pass it, %3 fail it; it tells %4 apart.</source>
        <translation>在运行%1中：%2个尝试通过它，%3个尝试未通过；它的区分度为%4。</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>%1/%2 as expected</source>
        <translation>%1/%2符合预期</translation>
    </message>
    <message>
        <source>%1/%2 pass</source>
        <translation>%1/%2通过</translation>
    </message>
    <message>
        <source>Ran as %1: the benchmark&apos;s harness cuts test ids at the first blank.</source>
        <translation>以 %1 运行：基准的评测框架在第一个空格处截断测试 ID。</translation>
    </message>
</context>
<context>
    <name>heddle::AttemptMatrixView</name>
    <message>
        <source>Attempts and tests</source>
        <translation>尝试与测试</translation>
    </message>
    <message>
        <source>1 attempt</source>
        <translation>1个尝试</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1个尝试</translation>
    </message>
    <message>
        <source>1 test</source>
        <translation>1个测试</translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation>%1个测试</translation>
    </message>
    <message>
        <source>1 cell not as a correct patch gets it</source>
        <translation>1个单元格与正确补丁的结果不符</translation>
    </message>
    <message>
        <source>%1 cells not as a correct patch gets them</source>
        <translation>%1个单元格与正确补丁的结果不符</translation>
    </message>
    <message>
        <source>run %1, stale: the tests or patches changed since</source>
        <translation>运行%1，已过期：此后测试或补丁已更改</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行%1</translation>
    </message>
    <message>
        <source>1 cell changed since run %1</source>
        <translation>自运行%1以来有1个单元格已更改</translation>
    </message>
    <message>
        <source>%1 cells changed since run %2</source>
        <translation>自运行%2以来有%1个单元格已更改</translation>
    </message>
    <message>
        <source>no validation run yet</source>
        <translation>尚无验证运行</translation>
    </message>
    <message>
        <source>The matrix is %1 px wide, %2 px are shown: scroll sideways for the rest.</source>
        <translation>矩阵宽%1像素，当前显示%2像素：请横向滚动查看其余部分。</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>预期失败</translation>
    </message>
    <message>
        <source>missing from the log</source>
        <translation>日志中缺失</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>framed: not what a correct patch gets</source>
        <translation>带边框：与正确补丁的结果不符</translation>
    </message>
    <message>
        <source>FP flag</source>
        <translation>FP标记</translation>
    </message>
    <message>
        <source>FN flag</source>
        <translation>FN标记</translation>
    </message>
    <message>
        <source>underlined: a flag on the whole attempt</source>
        <translation>下划线：针对整个尝试的标记</translation>
    </message>
    <message>
        <source>dot: changed since the previous run</source>
        <translation>圆点：自上次运行以来已更改</translation>
    </message>
    <message>
        <source>n/m: declared tests the row gets as a correct patch should</source>
        <translation>n/m：该行中结果与正确补丁一致的已声明测试</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>no spec</source>
        <translation>无规格</translation>
    </message>
    <message>
        <source>FAIL_TO_PASS: tests a correct patch must turn from failing to passing.</source>
        <translation>FAIL_TO_PASS：正确的补丁必须使其从失败变为通过的测试。</translation>
    </message>
    <message>
        <source>PASS_TO_PASS: tests that pass before the change and must keep passing.</source>
        <translation>PASS_TO_PASS：更改前已通过且必须保持通过的测试。</translation>
    </message>
    <message>
        <source>Other tests the runs reported, outside FAIL_TO_PASS and PASS_TO_PASS.</source>
        <translation>运行报告的其他测试，不属于FAIL_TO_PASS和PASS_TO_PASS。</translation>
    </message>
    <message>
        <source>These tests cover no spec.</source>
        <translation>这些测试未覆盖任何规格。</translation>
    </message>
    <message>
        <source>the reference was not tested: %1</source>
        <translation>参考补丁未被测试：%1</translation>
    </message>
</context>
<context>
    <name>heddle::BeatOrderText</name>
    <message>
        <source>cannot read the presentation&apos;s order of beats</source>
        <translation>无法读取演示的环节顺序</translation>
    </message>
    <message>
        <source>expected an array of beats</source>
        <translation>应为环节数组</translation>
    </message>
    <message>
        <source>expected an object with a string &quot;id&quot;</source>
        <translation>应为包含字符串&quot;id&quot;的对象</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为true或false</translation>
    </message>
    <message>
        <source>The presentation&apos;s order of beats was not saved: cannot write %1.</source>
        <translation>演示的环节顺序未保存：无法写入%1。</translation>
    </message>
</context>
<context>
    <name>heddle::BeatPages</name>
    <message>
        <source>Reference patch</source>
        <translation>参考补丁</translation>
    </message>
    <message>
        <source>Empty patch</source>
        <translation>空补丁</translation>
    </message>
    <message>
        <source>did not apply</source>
        <translation>未能应用</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed to start</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>over a limit</source>
        <translation>超出限制</translation>
    </message>
    <message>
        <source>Beat text</source>
        <translation>环节文本</translation>
    </message>
    <message>
        <source>Interaction graph</source>
        <translation>交互图</translation>
    </message>
    <message>
        <source>Attempts and tests</source>
        <translation>尝试与测试</translation>
    </message>
    <message>
        <source>Validation result</source>
        <translation>验证结果</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>Tests passed</source>
        <translation>通过的测试</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>对照</translation>
    </message>
    <message>
        <source>The task has no query.</source>
        <translation>该任务没有问题描述。</translation>
    </message>
    <message>
        <source>No covering test: a passing attempt says nothing about this spec.</source>
        <translation>没有覆盖测试：尝试通过也无法说明此规格的任何情况。</translation>
    </message>
    <message>
        <source>Covered by %1</source>
        <translation>覆盖测试：%1</translation>
    </message>
    <message>
        <source>%1 (%2) interacts with %3.</source>
        <translation>%1（%2）与%3存在交互。</translation>
    </message>
    <message>
        <source>No test covers it.</source>
        <translation>没有测试覆盖此规格。</translation>
    </message>
    <message numerus="yes">
        <source>Covered by %n test(s).</source>
        <translation>
            <numerusform>由%n个测试覆盖。</numerusform>
        </translation>
    </message>
    <message>
        <source>The task has no flag %1.</source>
        <translation>该任务没有标记%1。</translation>
    </message>
    <message>
        <source>False positive: the tests pass a wrong patch</source>
        <translation>假阳性：测试通过了错误的补丁</translation>
    </message>
    <message>
        <source>False negative: the tests reject a valid patch</source>
        <translation>假阴性：测试拒绝了有效的补丁</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>尝试%1</translation>
    </message>
    <message>
        <source>specs %1</source>
        <translation>规格%1</translation>
    </message>
    <message>
        <source>confidence %1%</source>
        <translation>置信度%1%</translation>
    </message>
    <message>
        <source>The flag cites no evidence.</source>
        <translation>该标记未引用任何证据。</translation>
    </message>
    <message>
        <source>The task has not been validated yet: no run of the reference, the empty patch or an attempt is recorded.</source>
        <translation>该任务尚未验证：没有参考补丁、空补丁或任何尝试的运行记录。</translation>
    </message>
    <message numerus="yes">
        <source>The newest run of each patch, against the %n listed test(s).</source>
        <translation>
            <numerusform>每个补丁针对所列%n个测试的最新一次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>环境</translation>
    </message>
</context>
<context>
    <name>heddle::BeatText</name>
    <message>
        <source>Query</source>
        <translation>问题描述</translation>
    </message>
    <message>
        <source>Specs: %1</source>
        <translation>规格：%1</translation>
    </message>
    <message>
        <source>Interactions of %1</source>
        <translation>%1的交互</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>尝试×测试</translation>
    </message>
    <message>
        <source>Flag %1 (%2)</source>
        <translation>标记%1（%2）</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Interactions of %1 (no covering test)</source>
        <translation>%1的交互（没有覆盖测试）</translation>
    </message>
</context>
<context>
    <name>heddle::BeatsDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Beats of the Presentation</source>
        <translation>演示环节</translation>
    </message>
    <message>
        <source>Beats</source>
        <translation>环节</translation>
    </message>
    <message>
        <source>Untick a beat to skip it. The order is saved with the task.</source>
        <translation>取消勾选某个环节即可跳过它。顺序随任务一起保存。</translation>
    </message>
</context>
<context>
    <name>heddle::BehaviourFlagController</name>
    <message>
        <source>Raise &amp;Behaviour Flags</source>
        <translation>提出行为标记(&amp;B)</translation>
    </message>
    <message>
        <source>Run the saved searches that raise flags on the shown task: each attempt whose trajectory one matches gets an FP flag with the matching steps as evidence</source>
        <translation>在当前任务上运行会提出标记的已保存搜索：轨迹与其中某个搜索匹配的每个尝试都会获得一个FP标记，并以匹配的步骤作为证据</translation>
    </message>
    <message>
        <source>Raise Behaviour Flags on Every Task in the &amp;Queue</source>
        <translation>对队列中的所有任务提出行为标记(&amp;Q)</translation>
    </message>
    <message>
        <source>Raising behaviour flags…</source>
        <translation>正在提出行为标记…</translation>
    </message>
    <message>
        <source>The behaviour flags could not be raised.</source>
        <translation>无法提出行为标记。</translation>
    </message>
    <message>
        <source>Raise behaviour flags on %1</source>
        <translation>对%1提出行为标记</translation>
    </message>
    <message numerus="yes">
        <source>Raise behaviour flags on %n task(s)</source>
        <translation>
            <numerusform>对%n个任务提出行为标记</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved searches that raise flags, run on the trajectories; verdicts given are kept.

%1</source>
        <translation>在轨迹上运行会提出标记的已保存搜索；已给出的裁定均予保留。

%1</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) could not be read or written.</source>
        <translation>
            <numerusform>%n个任务无法读取或写入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behaviour flag(s) raised; nothing changed.</source>
        <translation>
            <numerusform>提出了%n个行为标记；没有任何更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The flags of %n task(s) changed; %1 behaviour flag(s) raised.</source>
        <translation>
            <numerusform>%n个任务的标记已更改；提出了%1个行为标记。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::BehaviourFlags</name>
    <message>
        <source>The saved search “%1” cannot be run: %2</source>
        <translation>已保存的搜索“%1”无法运行：%2</translation>
    </message>
    <message>
        <source>The trajectory matches the saved search “%1” at step(s) %2: the patch may come from what the agent found there rather than from solving the task, and the tests cannot tell. Query: %3</source>
        <translation>轨迹在步骤%2处与已保存的搜索“%1”匹配：补丁可能来自智能体在那里找到的内容，而不是通过解决任务得到的，而测试无法分辨这一点。搜索查询：%3</translation>
    </message>
</context>
<context>
    <name>heddle::CommandPalette</name>
    <message>
        <source>Type a command</source>
        <translation>输入命令</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
</context>
<context>
    <name>heddle::ComputedFlags</name>
    <message>
        <source>Run %1: the FAIL_TO_PASS test %2 passed without any patch, so it does not need the fix and cannot tell a correct patch from a wrong one.</source>
        <translation>运行%1：FAIL_TO_PASS测试%2在未应用任何补丁时即已通过，因此它并不需要修复，无法区分正确的补丁与错误的补丁。</translation>
    </message>
    <message>
        <source>Run %1: the reference patch did not pass the %2 test %3 (%4), so the test rejects a correct solution.</source>
        <translation>运行%1：参考补丁未通过%2测试%3（%4），因此该测试会拒绝正确的解决方案。</translation>
    </message>
    <message>
        <source>Spec %1 names no test that checks it, so a patch can ignore it and still pass (task as checked with run %2).</source>
        <translation>规格%1未指明任何检查它的测试，因此补丁可以忽略它却仍然通过（基于运行%2检查的任务）。</translation>
    </message>
    <message>
        <source>Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, so a patch can ignore it and still pass (task as checked with run %3).</source>
        <translation>规格%1仅由%2检查，而其中没有一个属于FAIL_TO_PASS或PASS_TO_PASS，因此补丁可以忽略它却仍然通过（基于运行%3检查的任务）。</translation>
    </message>
    <message>
        <source>Review flag %1 says attempt %2 is wrong, yet in run %3 it passed every FAIL_TO_PASS and PASS_TO_PASS test: the tests accept it.</source>
        <translation>审查标记%1认为尝试%2是错误的，但在运行%3中它通过了所有FAIL_TO_PASS和PASS_TO_PASS测试：测试接受了它。</translation>
    </message>
    <message>
        <source>Run %1: the test %2 failed in every attempt that ran it (%3), including %4, which no review flag calls wrong. The test may reject valid patches.</source>
        <translation>运行%1：测试%2在所有运行过它的尝试中都失败了（%3），包括%4，而没有任何审查标记认为它是错误的。该测试可能会拒绝有效的补丁。</translation>
    </message>
    <message>
        <source>Run %1: the test %2 gave different results across repeats of the same patch (%3). A flaky test rejects valid patches at random.</source>
        <translation>运行%1：测试%2在同一补丁的多次重复运行中给出了不同的结果（%3）。不稳定的测试会随机拒绝有效的补丁。</translation>
    </message>
    <message>
        <source>The flags computed from run %1 were not saved: cannot write %2 (%3).</source>
        <translation>根据运行%1计算出的标记未保存：无法写入%2（%3）。</translation>
    </message>
    <message>
        <source>Spec %1 names no test that checks it, so a patch can ignore it and still pass (found when the task was edited).</source>
        <translation>规格%1未指明任何检查它的测试，因此补丁可以忽略它却仍然通过（在编辑任务时发现）。</translation>
    </message>
    <message>
        <source>Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, so a patch can ignore it and still pass (found when the task was edited).</source>
        <translation>规格%1仅由%2检查，而其中没有一个属于FAIL_TO_PASS或PASS_TO_PASS，因此补丁可以忽略它却仍然通过（在编辑任务时发现）。</translation>
    </message>
</context>
<context>
    <name>heddle::ConflictDialog</name>
    <message>
        <source>unresolved</source>
        <translation>未解决</translation>
    </message>
    <message>
        <source>ours</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>theirs</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>已编辑</translation>
    </message>
    <message numerus="yes">
        <source>%n changed line(s)</source>
        <translation>
            <numerusform>%n行已更改</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve Sync Conflicts</source>
        <translation>解决同步冲突</translation>
    </message>
    <message>
        <source>This copy and the remote both changed these files in ways that do not merge. Choose the version to keep for each file; nothing is changed until you press OK.</source>
        <translation>此副本和远程都以无法合并的方式更改了这些文件。请为每个文件选择要保留的版本；在您按下“确定”之前，不会做任何更改。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Base (the common ancestor)</source>
        <translation>基础版本（共同祖先）</translation>
    </message>
    <message>
        <source>Show &amp;Base</source>
        <translation>显示基础版本(&amp;B)</translation>
    </message>
    <message>
        <source>Show the version both sides started from.</source>
        <translation>显示双方共同的起始版本。</translation>
    </message>
    <message>
        <source>Keep &amp;Ours</source>
        <translation>保留我方版本(&amp;O)</translation>
    </message>
    <message>
        <source>Resolve with this copy&apos;s version.</source>
        <translation>使用此副本的版本解决。</translation>
    </message>
    <message>
        <source>Keep &amp;Theirs</source>
        <translation>保留对方版本(&amp;T)</translation>
    </message>
    <message>
        <source>Resolve with the remote&apos;s version.</source>
        <translation>使用远程的版本解决。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Write the resolution yourself, starting from one side.</source>
        <translation>从其中一方开始，自行编写解决结果。</translation>
    </message>
    <message>
        <source>Start from Ours</source>
        <translation>从我方版本开始</translation>
    </message>
    <message>
        <source>Start from Theirs</source>
        <translation>从对方版本开始</translation>
    </message>
    <message>
        <source>%1 (outside the dataset)</source>
        <translation>%1（位于数据集之外）</translation>
    </message>
    <message>
        <source>No conflicts.</source>
        <translation>没有冲突。</translation>
    </message>
    <message>
        <source>Ours (this copy)</source>
        <translation>我方（此副本）</translation>
    </message>
    <message>
        <source>Theirs (the remote)</source>
        <translation>对方（远程）</translation>
    </message>
    <message>
        <source>This copy deleted the file.</source>
        <translation>此副本删除了该文件。</translation>
    </message>
    <message>
        <source>The remote deleted the file.</source>
        <translation>远程删除了该文件。</translation>
    </message>
    <message>
        <source>%1: deleted</source>
        <translation>%1：已删除</translation>
    </message>
    <message numerus="yes">
        <source>A binary file of %n byte(s); it cannot be shown.</source>
        <translation>
            <numerusform>一个%n字节的二进制文件；无法显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: binary</source>
        <translation>%1：二进制</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Both sides added the file: there is no common ancestor. Changed lines are marked against the other side.</source>
        <translation>双方都添加了该文件：没有共同祖先。已更改的行是相对于另一方标记的。</translation>
    </message>
    <message>
        <source>This copy deleted the file and the remote changed it. A resolution can only keep the remote&apos;s version; to delete the file, delete it after the sync.</source>
        <translation>此副本删除了该文件，而远程更改了它。解决结果只能保留远程的版本；如要删除该文件，请在同步后删除。</translation>
    </message>
    <message>
        <source>The remote deleted the file and this copy changed it. A resolution can only keep this copy&apos;s version; to delete the file, delete it after the sync.</source>
        <translation>远程删除了该文件，而此副本更改了它。解决结果只能保留此副本的版本；如要删除该文件，请在同步后删除。</translation>
    </message>
    <message>
        <source>Both sides added this file.</source>
        <translation>双方都添加了此文件。</translation>
    </message>
    <message>
        <source>A binary file cannot be edited here: keep one side.</source>
        <translation>无法在此编辑二进制文件：请保留其中一方。</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Replace your edit of %1 with %2?</source>
        <translation>要用%2替换您对%1的编辑吗？</translation>
    </message>
    <message>
        <source>this copy&apos;s version</source>
        <translation>此副本的版本</translation>
    </message>
    <message>
        <source>the remote&apos;s version</source>
        <translation>远程的版本</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Resolution of %1 (edited)</source>
        <translation>%1的解决结果（已编辑）</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n file(s) resolved</source>
        <translation>
            <numerusform>已解决%1个文件（共%n个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Conflicting files</source>
        <translation>冲突的文件</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>对方</translation>
    </message>
</context>
<context>
    <name>heddle::CurationController</name>
    <message>
        <source>&amp;Approve and Next Task</source>
        <translation>批准并转到下一个任务(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reject and Next Task…</source>
        <translation>拒绝并转到下一个任务(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Start Review</source>
        <translation>开始审查(&amp;S)</translation>
    </message>
    <message>
        <source>Needs Re&amp;pair</source>
        <translation>需要修复(&amp;P)</translation>
    </message>
    <message>
        <source>Re&amp;open…</source>
        <translation>重新打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Assign &amp;To…</source>
        <translation>分配给(&amp;T)…</translation>
    </message>
    <message>
        <source>Assign to &amp;Me</source>
        <translation>分配给我(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Blind Review</source>
        <translation>盲审(&amp;B)</translation>
    </message>
    <message>
        <source>Hide the review agent&apos;s flags, the models and other curators&apos; decisions until you have recorded your own verdict on the task</source>
        <translation>在您记录自己对该任务的裁定之前，隐藏审查智能体的标记、模型以及其他审校人的决定</translation>
    </message>
    <message>
        <source>Status not changed</source>
        <translation>状态未更改</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Approve (override)</source>
        <translation>批准（覆盖）</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Send to repair</source>
        <translation>送去修复</translation>
    </message>
    <message>
        <source>Start reviewing</source>
        <translation>开始审查</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>Gates overridden: %1</source>
        <translation>已覆盖的门禁：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Approve despite failing gates?</source>
        <translation>门禁未通过，仍要批准吗？</translation>
    </message>
    <message>
        <source>%1 does not pass every approval gate:

%2

To approve it anyway, write why. The approval is recorded as an override of these gates.</source>
        <translation>%1未通过所有批准门禁：

%2

如仍要批准，请写明原因。此次批准将被记录为对这些门禁的覆盖。</translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation>拒绝%1</translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation>重新打开%1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>原因？</translation>
    </message>
    <message>
        <source>Blind review: record your own verdict on the task first.</source>
        <translation>盲审：请先记录您自己对该任务的裁定。</translation>
    </message>
    <message>
        <source>The task cannot be read</source>
        <translation>无法读取该任务</translation>
    </message>
    <message>
        <source>%1 is %2: it cannot become %3.</source>
        <translation>%1的状态为%2：无法变为%3。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Assign %1</source>
        <translation>分配%1</translation>
    </message>
    <message>
        <source>Curator (empty: nobody):</source>
        <translation>审校人（留空表示无人）：</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>未分配</translation>
    </message>
    <message>
        <source>Unassign %1</source>
        <translation>取消分配%1</translation>
    </message>
    <message>
        <source>Assign %1 to %2</source>
        <translation>将%1分配给%2</translation>
    </message>
    <message>
        <source>Blind verdict not saved</source>
        <translation>盲审裁定未保存</translation>
    </message>
    <message>
        <source>the tests pass a wrong patch</source>
        <translation>测试通过了错误的补丁</translation>
    </message>
    <message>
        <source>the tests reject a valid patch</source>
        <translation>测试拒绝了有效的补丁</translation>
    </message>
    <message>
        <source>Blind verdict on %1: %2</source>
        <translation>对%1的盲审裁定：%2</translation>
    </message>
    <message>
        <source>tests look right</source>
        <translation>测试看起来正确</translation>
    </message>
    <message>
        <source>Your verdict is recorded; the flags, models and decisions are shown.</source>
        <translation>您的裁定已记录；现已显示标记、模型和决定。</translation>
    </message>
</context>
<context>
    <name>heddle::CurationPanel</name>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Start Review</source>
        <translation>开始审查</translation>
    </message>
    <message>
        <source>Back to Review</source>
        <translation>返回审查</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>重新打开…</translation>
    </message>
    <message>
        <source>Needs Repair</source>
        <translation>需要修复</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>拒绝…</translation>
    </message>
    <message>
        <source>Assign…</source>
        <translation>分配…</translation>
    </message>
    <message>
        <source>Your verdict first (blind review)</source>
        <translation>先给出您的裁定（盲审）</translation>
    </message>
    <message>
        <source>The tests pass a wrong patch (false positive)</source>
        <translation>测试通过了错误的补丁（假阳性）</translation>
    </message>
    <message>
        <source>The tests reject a valid patch (false negative)</source>
        <translation>测试拒绝了有效的补丁（假阴性）</translation>
    </message>
    <message>
        <source>Record and Reveal</source>
        <translation>记录并显示</translation>
    </message>
    <message>
        <source>Approval gate</source>
        <translation>批准门禁</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>问题所在</translation>
    </message>
    <message>
        <source>Enter or double-click a gate to see what it is about.</source>
        <translation>按Enter或双击某个门禁以查看其详情。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>What you found, in a sentence or two</source>
        <translation>用一两句话说明您的发现</translation>
    </message>
    <message>
        <source>The review agent&apos;s flags, the models and other curators&apos; decisions stay hidden until you record what you think of this task&apos;s tests.</source>
        <translation>在您记录对此任务测试的看法之前，审查智能体的标记、模型以及其他审校人的决定将保持隐藏。</translation>
    </message>
    <message>
        <source>No task</source>
        <translation>无任务</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>未分配</translation>
    </message>
    <message>
        <source>Assigned to %1</source>
        <translation>已分配给%1</translation>
    </message>
    <message>
        <source>passes: </source>
        <translation>通过： </translation>
    </message>
    <message>
        <source>fails: </source>
        <translation>失败： </translation>
    </message>
    <message>
        <source>Passes.</source>
        <translation>通过。</translation>
    </message>
    <message>
        <source>Approve (%1 gates fail)…</source>
        <translation>批准（%1个门禁未通过）…</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (override: %1)</source>
        <translation> （覆盖：%1）</translation>
    </message>
    <message>
        <source>No decisions yet.</source>
        <translation>尚无决定。</translation>
    </message>
    <message>
        <source>Decisions, newest first:</source>
        <translation>决定（最新的在前）：</translation>
    </message>
    <message>
        <source>Approval gates</source>
        <translation>批准门禁</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决定</translation>
    </message>
</context>
<context>
    <name>heddle::CurationWorkflow</name>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>审查中</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>修复中</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>The curation of task %1 was not saved: cannot write %2 (%3).</source>
        <translation>任务%1的审校信息未保存：无法写入%2（%3）。</translation>
    </message>
    <message>
        <source>Task %1 cannot go from %2 to %3; from %2 it can go to: %4.</source>
        <translation>任务%1无法从%2变为%3；从%2只能变为：%4。</translation>
    </message>
    <message>
        <source>The change of task %1 needs the name of the curator who makes it.</source>
        <translation>更改任务%1需要提供执行该更改的审校人姓名。</translation>
    </message>
    <message>
        <source>Rejecting task %1 needs a reason.</source>
        <translation>拒绝任务%1需要提供原因。</translation>
    </message>
    <message>
        <source>Reopening task %1 needs a reason.</source>
        <translation>重新打开任务%1需要提供原因。</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Task %1 cannot be approved yet. %2</source>
        <translation>任务%1尚不能批准。%2</translation>
    </message>
    <message>
        <source>Approving task %1 despite %2 needs a reason.</source>
        <translation>尽管%2未通过仍批准任务%1，需要提供原因。</translation>
    </message>
    <message>
        <source>Assigning task %1 needs the name of the curator who assigns it.</source>
        <translation>分配任务%1需要提供执行分配的审校人姓名。</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetCommitter</name>
    <message>
        <source>Saved, but not committed: %1</source>
        <translation>已保存，但未提交：%1</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetHistory</name>
    <message>
        <source>%1: cannot read the tree of HEAD in %2</source>
        <translation>%1：无法读取%2中HEAD的树</translation>
    </message>
    <message>
        <source>%1: cannot read the index of %2</source>
        <translation>%1：无法读取%2的索引</translation>
    </message>
    <message>
        <source>%1: cannot read the status of %2 in %3</source>
        <translation>%1：无法读取%3中%2的状态</translation>
    </message>
    <message>
        <source>%1: cannot stage %2 in %3</source>
        <translation>%1：无法在%3中暂存%2</translation>
    </message>
    <message>
        <source>%1: cannot write the index of %2</source>
        <translation>%1：无法写入%2的索引</translation>
    </message>
    <message>
        <source>%1: out of memory</source>
        <translation>%1：内存不足</translation>
    </message>
    <message>
        <source>%1: cannot add %2 to the commit in %3</source>
        <translation>%1：无法将%2添加到%3中的提交</translation>
    </message>
    <message>
        <source>%1: cannot write the tree in %2</source>
        <translation>%1：无法在%2中写入树</translation>
    </message>
    <message>
        <source>%1: cannot read the new tree in %2</source>
        <translation>%1：无法读取%2中的新树</translation>
    </message>
    <message>
        <source>%1: cannot commit in %2</source>
        <translation>%1：无法在%2中提交</translation>
    </message>
    <message>
        <source>%1: the commit %2 is not in %3</source>
        <translation>%1：提交%2不在%3中</translation>
    </message>
    <message>
        <source>%1: %2 is not a commit in %3</source>
        <translation>%1：%2不是%3中的提交</translation>
    </message>
    <message>
        <source>Finding the repository</source>
        <translation>正在查找仓库</translation>
    </message>
    <message>
        <source>Starting the history of %1</source>
        <translation>正在建立%1的历史</translation>
    </message>
    <message>
        <source>%1: the dataset is already in the git repository %2</source>
        <translation>%1：数据集已位于git仓库%2中</translation>
    </message>
    <message>
        <source>%1: a commit needs the author&apos;s name and email</source>
        <translation>%1：提交需要作者的姓名和电子邮件</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1：无法写入%2</translation>
    </message>
    <message>
        <source>%1: git init failed</source>
        <translation>%1：git init失败</translation>
    </message>
    <message>
        <source>Start the history of the dataset</source>
        <translation>建立数据集的历史</translation>
    </message>
    <message>
        <source>Committing in %1</source>
        <translation>正在%1中提交</translation>
    </message>
    <message>
        <source>%1: no files were named</source>
        <translation>%1：未指定任何文件</translation>
    </message>
    <message>
        <source>%1: the commit message is empty</source>
        <translation>%1：提交信息为空</translation>
    </message>
    <message>
        <source>%1: %2 is outside the dataset folder</source>
        <translation>%1：%2位于数据集文件夹之外</translation>
    </message>
    <message>
        <source>Reading the history of task %1</source>
        <translation>正在读取任务%1的历史</translation>
    </message>
    <message>
        <source>%1: %2 is not a task id</source>
        <translation>%1：%2不是任务id</translation>
    </message>
    <message>
        <source>%1: cannot walk the history of %2</source>
        <translation>%1：无法遍历%2的历史</translation>
    </message>
    <message>
        <source>%1: cannot read commit %2 in %3</source>
        <translation>%1：无法读取%3中的提交%2</translation>
    </message>
    <message>
        <source>%1: cannot read a parent of %2 in %3</source>
        <translation>%1：无法读取%3中%2的父提交</translation>
    </message>
    <message>
        <source>Showing commit %1</source>
        <translation>正在显示提交%1</translation>
    </message>
    <message>
        <source>%1: cannot read its tree in %2</source>
        <translation>%1：无法读取%2中它的树</translation>
    </message>
    <message>
        <source>%1: cannot read its parent in %2</source>
        <translation>%1：无法读取%2中它的父提交</translation>
    </message>
    <message>
        <source>%1: cannot compute the diff in %2</source>
        <translation>%1：无法计算%2中的差异</translation>
    </message>
    <message>
        <source>%1: cannot format the diff in %2</source>
        <translation>%1：无法格式化%2中的差异</translation>
    </message>
    <message>
        <source>Reverting commit %1</source>
        <translation>正在还原提交%1</translation>
    </message>
    <message>
        <source>%1: %2 has no commits</source>
        <translation>%1：%2没有任何提交</translation>
    </message>
    <message>
        <source>%1: cannot compute the revert in %2</source>
        <translation>%1：无法计算%2中的还原</translation>
    </message>
    <message>
        <source>%1: these files changed since, and undoing the commit would conflict with the later changes: %2</source>
        <translation>%1：这些文件此后已更改，撤销该提交会与后来的更改冲突：%2</translation>
    </message>
    <message>
        <source>%1: cannot read HEAD in %2</source>
        <translation>%1：无法读取%2中的HEAD</translation>
    </message>
    <message>
        <source>%1: cannot list the remotes of %2</source>
        <translation>%1：无法列出%2的远程</translation>
    </message>
    <message>
        <source>%1: %2 has no remote; name the shared repository (a folder or a URL)</source>
        <translation>%1：%2没有远程；请指定共享仓库（文件夹或URL）</translation>
    </message>
    <message>
        <source>%1: cannot add the remote origin (%2) to %3</source>
        <translation>%1：无法将远程origin（%2）添加到%3</translation>
    </message>
    <message>
        <source>%1: cannot read the remote %2 of %3</source>
        <translation>%1：无法读取%3的远程%2</translation>
    </message>
    <message>
        <source>Pushing %1 to %2</source>
        <translation>正在将%1推送到%2</translation>
    </message>
    <message>
        <source>%1: the remote %2 is not a bare repository and has %3 checked out, so it cannot take a push; share the dataset through a bare repository (git init --bare)</source>
        <translation>%1：远程%2不是裸仓库，且已检出%3，因此无法接受推送；请通过裸仓库（git init --bare）共享数据集</translation>
    </message>
    <message>
        <source>%1: the remote %2 is not a bare repository, so it cannot take a push; share the dataset through a bare repository (git init --bare)</source>
        <translation>%1：远程%2不是裸仓库，因此无法接受推送；请通过裸仓库（git init --bare）共享数据集</translation>
    </message>
    <message>
        <source>%1: the push failed</source>
        <translation>%1：推送失败</translation>
    </message>
    <message>
        <source>%1: the remote refused the push (sync again to take its new commits first)</source>
        <translation>%1：远程拒绝了推送（请先再次同步以获取其新提交）</translation>
    </message>
    <message>
        <source>%1: these files have changes that are not committed; save or discard them first: %2</source>
        <translation>%1：这些文件有未提交的更改；请先保存或丢弃它们：%2</translation>
    </message>
    <message>
        <source>%1: cannot read %2/%3</source>
        <translation>%1：无法读取%2/%3</translation>
    </message>
    <message>
        <source>%1: cannot write the merged tree</source>
        <translation>%1：无法写入合并后的树</translation>
    </message>
    <message>
        <source>%1: cannot read the merged tree</source>
        <translation>%1：无法读取合并后的树</translation>
    </message>
    <message>
        <source>%1: cannot make the merge commit</source>
        <translation>%1：无法创建合并提交</translation>
    </message>
    <message>
        <source>Syncing %1</source>
        <translation>正在同步%1</translation>
    </message>
    <message>
        <source>%1: cannot fetch from %2</source>
        <translation>%1：无法从%2获取</translation>
    </message>
    <message>
        <source>%1: %2 and %3/%4 have no history in common</source>
        <translation>%1：%2与%3/%4没有共同的历史</translation>
    </message>
    <message>
        <source>%1: cannot find the common ancestor with %2/%3</source>
        <translation>%1：无法找到与%2/%3的共同祖先</translation>
    </message>
    <message>
        <source>%1: cannot read the tree of %2/%3</source>
        <translation>%1：无法读取%2/%3的树</translation>
    </message>
    <message>
        <source>%1: cannot merge %2/%3</source>
        <translation>%1：无法合并%2/%3</translation>
    </message>
    <message>
        <source>Completing the merge in %1</source>
        <translation>正在%1中完成合并</translation>
    </message>
    <message>
        <source>%1: there is no merge to complete with %2/%3; sync again</source>
        <translation>%1：没有与%2/%3之间待完成的合并；请再次同步</translation>
    </message>
    <message>
        <source>%1: these files still need a choice: %2</source>
        <translation>%1：这些文件仍需选择版本：%2</translation>
    </message>
    <message>
        <source>%1: cannot store the chosen version of %2</source>
        <translation>%1：无法存储%2的所选版本</translation>
    </message>
    <message>
        <source>%1: cannot take the chosen version of %2</source>
        <translation>%1：无法采用%2的所选版本</translation>
    </message>
    <message>
        <source>%1: the merge still has conflicts</source>
        <translation>%1：合并仍有冲突</translation>
    </message>
    <message>
        <source>%1: the dataset folder %2 does not exist</source>
        <translation>%1：数据集文件夹%2不存在</translation>
    </message>
    <message>
        <source>%1: the dataset %2 is not in a git repository</source>
        <translation>%1：数据集%2不在git仓库中</translation>
    </message>
    <message>
        <source>%1: the dataset %2 is inside a bare repository, which has no work tree</source>
        <translation>%1：数据集%2位于裸仓库内，而裸仓库没有工作树</translation>
    </message>
    <message>
        <source>%1: cannot read HEAD of %2</source>
        <translation>%1：无法读取%2的HEAD</translation>
    </message>
    <message>
        <source>%1: HEAD of %2 is not a commit</source>
        <translation>%1：%2的HEAD不是提交</translation>
    </message>
    <message>
        <source>%1: %2 has no branch checked out (detached HEAD); check out a branch first</source>
        <translation>%1：%2未检出任何分支（分离的HEAD）；请先检出一个分支</translation>
    </message>
    <message>
        <source>%1 in %2: a commit needs the author&apos;s name and email</source>
        <translation>%1（在%2中）：提交需要作者的姓名和电子邮件</translation>
    </message>
    <message>
        <source>%1 in %2: the author %3 &lt;%4&gt; is not valid</source>
        <translation>%1（在%2中）：作者%3 &lt;%4&gt;无效</translation>
    </message>
    <message>
        <source>%1: cannot read the status of the work tree %2</source>
        <translation>%1：无法读取工作树%2的状态</translation>
    </message>
    <message>
        <source>%1: these files in %2 have changes that are not committed and would be overwritten: %3</source>
        <translation>%1：%2中的这些文件有未提交的更改，且会被覆盖：%3</translation>
    </message>
    <message>
        <source>%1: cannot update the work tree of %2</source>
        <translation>%1：无法更新%2的工作树</translation>
    </message>
    <message>
        <source>%1: cannot move HEAD of %2</source>
        <translation>%1：无法移动%2的HEAD</translation>
    </message>
    <message>
        <source>%1: cannot move the branch %2 of %3</source>
        <translation>%1：无法移动%3的分支%2</translation>
    </message>
    <message>
        <source>git&apos;s index.lock was held by another git command</source>
        <translation>git 的 index.lock 被另一个 git 命令占用</translation>
    </message>
    <message>
        <source>the branch&apos;s tip moved while committing</source>
        <translation>提交期间分支的最新提交已变动</translation>
    </message>
    <message>
        <source> (index.lock is still held after %1 attempts: if no git command is running, remove %2)</source>
        <translation>（尝试 %1 次后 index.lock 仍被占用：若没有 git 命令在运行，请删除 %2）</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetIndex</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (libqt6sql6-sqlite)</source>
        <translation>未安装Qt的SQLite驱动（libqt6sql6-sqlite）</translation>
    </message>
    <message>
        <source>the index folder cannot be made</source>
        <translation>无法创建索引文件夹</translation>
    </message>
    <message>
        <source>the dataset has no index yet</source>
        <translation>数据集尚无索引</translation>
    </message>
    <message>
        <source>the index cannot be opened</source>
        <translation>无法打开索引</translation>
    </message>
    <message>
        <source>the index file is corrupt (%1)</source>
        <translation>索引文件已损坏（%1）</translation>
    </message>
    <message>
        <source>the index file is not an index of this version</source>
        <translation>索引文件不是此版本的索引</translation>
    </message>
    <message>
        <source>there was no index</source>
        <translation>没有索引</translation>
    </message>
    <message>
        <source>the index was made by another version of Heddle</source>
        <translation>索引由另一个版本的Heddle创建</translation>
    </message>
    <message>
        <source>the index cannot be made</source>
        <translation>无法创建索引</translation>
    </message>
    <message>
        <source>the index cannot be read</source>
        <translation>无法读取索引</translation>
    </message>
    <message>
        <source>the index cannot be written</source>
        <translation>无法写入索引</translation>
    </message>
    <message>
        <source>the search cannot be prepared</source>
        <translation>无法准备搜索</translation>
    </message>
    <message>
        <source>the query cannot be run: %1</source>
        <translation>无法运行查询：%1</translation>
    </message>
    <message>
        <source>the full-text index does not match its text</source>
        <translation>全文索引与其文本不一致</translation>
    </message>
    <message>
        <source>the index&apos;s text is damaged</source>
        <translation>索引中保存的文本已损坏</translation>
    </message>
</context>
<context>
    <name>heddle::DatasetOpener</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开%1…</translation>
    </message>
    <message>
        <source>Could not open the dataset %1</source>
        <translation>无法打开数据集%1</translation>
    </message>
    <message>
        <source>Preparing the demo dataset…</source>
        <translation>正在准备演示数据集…</translation>
    </message>
    <message>
        <source>Demo Dataset</source>
        <translation>演示数据集</translation>
    </message>
    <message>
        <source>%1 holds another version of the demo dataset. Move it aside and unpack this version?</source>
        <translation>%1中存放着另一个版本的演示数据集。要将其移到一旁并解压此版本吗？</translation>
    </message>
    <message>
        <source>Could not move %1 aside</source>
        <translation>无法将%1移到一旁</translation>
    </message>
    <message>
        <source>Could not prepare the demo dataset</source>
        <translation>无法准备演示数据集</translation>
    </message>
</context>
<context>
    <name>heddle::DiffRows</name>
    <message>
        <source>Renamed from %1</source>
        <translation>重命名自%1</translation>
    </message>
    <message>
        <source>Copied from %1</source>
        <translation>复制自%1</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>Deleted file</source>
        <translation>已删除的文件</translation>
    </message>
    <message>
        <source>Mode %1 → %2</source>
        <translation>模式%1 → %2</translation>
    </message>
    <message>
        <source>Binary file: no text to show</source>
        <translation>二进制文件：没有可显示的文本</translation>
    </message>
    <message>
        <source>No content changes</source>
        <translation>内容无更改</translation>
    </message>
</context>
<context>
    <name>heddle::DraftStore</name>
    <message>
        <source>Cannot create the drafts folder</source>
        <translation>无法创建草稿文件夹</translation>
    </message>
    <message>
        <source>Cannot write the draft of %1</source>
        <translation>无法写入%1的草稿</translation>
    </message>
    <message>
        <source>Cannot read the draft file</source>
        <translation>无法读取草稿文件</translation>
    </message>
    <message>
        <source>The draft file is not valid JSON</source>
        <translation>草稿文件不是有效的JSON</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为一个对象</translation>
    </message>
    <message>
        <source>The draft file has no &quot;%1&quot; text</source>
        <translation>草稿文件缺少“%1”文本</translation>
    </message>
    <message>
        <source>The draft file was written by a newer version of Heddle</source>
        <translation>草稿文件由更新版本的Heddle写入</translation>
    </message>
    <message>
        <source>The content of the draft file is not valid base64</source>
        <translation>草稿文件的内容不是有效的base64</translation>
    </message>
    <message>
        <source>The draft file has an unknown encoding &quot;%1&quot;</source>
        <translation>草稿文件的编码“%1”未知</translation>
    </message>
    <message>
        <source>The draft file has no valid &quot;saved_at&quot; time</source>
        <translation>草稿文件没有有效的“saved_at”时间</translation>
    </message>
    <message>
        <source>Cannot remove the draft of %1</source>
        <translation>无法删除%1的草稿</translation>
    </message>
</context>
<context>
    <name>heddle::EditorBar</name>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>heddle::ExcerptText</name>
    <message numerus="yes">
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>…还有%n行</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt has no trajectory.</source>
        <translation>该尝试没有轨迹。</translation>
    </message>
    <message>
        <source>The trajectory has no step %1.</source>
        <translation>轨迹中没有步骤%1。</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>该任务没有尝试%1。</translation>
    </message>
    <message>
        <source>The patch has no such hunk.</source>
        <translation>补丁中没有此差异块。</translation>
    </message>
    <message>
        <source>The task has no test file %1.</source>
        <translation>该任务没有测试文件%1。</translation>
    </message>
    <message>
        <source>%1 has no line %2.</source>
        <translation>%1中没有第%2行。</translation>
    </message>
</context>
<context>
    <name>heddle::FindBar</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配项</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配项（Shift+F3）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>下一个匹配项（F3、Enter）</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>全字匹配</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>关闭查找栏（Escape）</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Find next</source>
        <translation>查找下一个</translation>
    </message>
    <message>
        <source>Find previous</source>
        <translation>查找上一个</translation>
    </message>
    <message>
        <source>Close find bar</source>
        <translation>关闭查找栏</translation>
    </message>
</context>
<context>
    <name>heddle::FlagImportController</name>
    <message>
        <source>Import &amp;Flags…</source>
        <translation>导入标记(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a dataset to import flags into it.</source>
        <translation>请打开一个数据集以向其导入标记。</translation>
    </message>
    <message numerus="yes">
        <source>Importing flags from %n file(s)…</source>
        <translation>
            <numerusform>正在从%n个文件导入标记…</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags not imported</source>
        <translation>标记未导入</translation>
    </message>
    <message>
        <source>No finding was imported.</source>
        <translation>未导入任何发现。</translation>
    </message>
    <message>
        <source>Flags of %1: %2.</source>
        <translation>%1的标记：%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) changed.</source>
        <translation>
            <numerusform>%n个任务已更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation>已跳过：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>…以及另外%n项（显示详细信息…）</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags imported</source>
        <translation>标记已导入</translation>
    </message>
    <message>
        <source>Flags imported: %1</source>
        <translation>已导入标记：%1</translation>
    </message>
    <message numerus="yes">
        <source>Checking flags from %n file(s)…</source>
        <translation>
            <numerusform>正在检查来自 %n 个文件的标记…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) would change. Dry run: nothing was written.</source>
        <translation>
            <numerusform>%n 个任务将会改变。试运行：未写入任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Flag import checked</source>
        <translation>标记导入已检查</translation>
    </message>
</context>
<context>
    <name>heddle::FlagImportDialog</name>
    <message>
        <source>Import Flags</source>
        <translation>导入标记</translation>
    </message>
    <message>
        <source>A review agent&apos;s findings: Heddle&apos;s findings JSONL, SWE-rebench V2 rows with their annotations, or Inspect Scout results exported as JSON lines. The agent&apos;s open flags are updated, those it no longer raises are withdrawn, and decided flags stay as they are.</source>
        <translation>审查智能体的发现：Heddle的发现JSONL、带注释的SWE-rebench V2行，或导出为JSON Lines的Inspect Scout结果。该智能体的未处理标记会被更新，它不再提出的标记会被撤回，已裁定的标记保持不变。</translation>
    </message>
    <message>
        <source>Findings files</source>
        <translation>发现文件</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>添加文件(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>as the files say</source>
        <translation>按文件所述</translation>
    </message>
    <message>
        <source>Agent name</source>
        <translation>智能体名称</translation>
    </message>
    <message>
        <source>The flags&apos; source. Set, it replaces the agent&apos;s name the files give.</source>
        <translation>标记的来源。若设置，将替换文件中给出的智能体名称。</translation>
    </message>
    <message>
        <source>The files cover only the tasks they &amp;name</source>
        <translation>文件仅涵盖其列出的任务(&amp;N)</translation>
    </message>
    <message>
        <source>Checked, the agent&apos;s flags on other tasks are left as they are. Unchecked, the files are the agent&apos;s whole output, and its open flags they no longer raise are withdrawn on every task.</source>
        <translation>勾选时，该智能体在其他任务上的标记保持不变。不勾选时，这些文件即为该智能体的全部输出，其中不再提出的未处理标记将在所有任务上被撤回。</translation>
    </message>
    <message>
        <source>Kind of a scanner&apos;s findings</source>
        <translation>扫描器发现的类型</translation>
    </message>
    <message>
        <source>False positives (a wrong patch passes)</source>
        <translation>假阳性（错误的补丁通过）</translation>
    </message>
    <message>
        <source>False negatives (a valid patch fails)</source>
        <translation>假阴性（有效的补丁失败）</translation>
    </message>
    <message>
        <source>Agent &amp;name:</source>
        <translation>智能体名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Scanner results are:</source>
        <translation>扫描器结果为(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Findings Files</source>
        <translation>发现文件</translation>
    </message>
    <message>
        <source>Findings (*.jsonl *.json *.ndjson);;All files (*)</source>
        <translation>发现 (*.jsonl *.json *.ndjson);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Dry Run</source>
        <translation>试运行(&amp;D)</translation>
    </message>
    <message>
        <source>Read the files and check them against the dataset: what would be raised, withdrawn and skipped. Nothing is written.</source>
        <translation>读取文件并与数据集核对：哪些会被提出、撤回和跳过。不写入任何内容。</translation>
    </message>
</context>
<context>
    <name>heddle::FlagListModel</name>
    <message>
        <source>Open</source>
        <translation>未处理</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>Needs re-run</source>
        <translation>需重新运行</translation>
    </message>
    <message>
        <source>Review agent</source>
        <translation>审查智能体</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算得出</translation>
    </message>
    <message>
        <source>tests only</source>
        <translation>仅测试</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>已撤回</translation>
    </message>
    <message>
        <source>Withdrawn by %1 on %2: its newest findings no longer raise this flag.</source>
        <translation>已由 %1 于 %2 撤回：其最新的发现不再提出此标记。</translation>
    </message>
    <message>
        <source>%1 (as %2)</source>
        <translation>%1（同 %2）</translation>
    </message>
    <message>
        <source>The same claim as flag %1, whose verdict this flag takes; G goes to it.</source>
        <translation>与标记 %1 的主张相同，本标记沿用其裁决；按 G 跳转到该标记。</translation>
    </message>
</context>
<context>
    <name>heddle::FlagMargin</name>
    <message>
        <source>%1 (%2, %3): %4</source>
        <translation>%1（%2，%3）：%4</translation>
    </message>
    <message>
        <source>At this line: %1</source>
        <translation>此行：%1</translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPage</name>
    <message>
        <source>The mutants of flag %1 are in none of the task&apos;s mutation analyses: run Validate &gt; Mutation Analysis again.</source>
        <translation>标记%1的变异体不在此任务的任何变异分析中：请重新运行“验证 &gt; 变异分析”。</translation>
    </message>
    <message numerus="yes">
        <source>%n mutant(s) of %1 survive the tests (analysis %2), on line(s) %3. In each, the reference&apos;s line is removed (-) and the mutant&apos;s added (+).</source>
        <translation>
            <numerusform>%1的%n个变异体在测试中存活（分析%2），位于第%3行。每处都删除了参考补丁的行（-），添加了变异体的行（+）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::FlagsPanel</name>
    <message>
        <source>FP: the tests may pass a wrong patch</source>
        <translation>FP：测试可能会通过错误的补丁</translation>
    </message>
    <message>
        <source>FN: the tests may reject a valid patch</source>
        <translation>FN：测试可能会拒绝有效的补丁</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Show open only</source>
        <translation>仅显示未处理</translation>
    </message>
    <message>
        <source>No rationale given.</source>
        <translation>未给出理由。</translation>
    </message>
    <message>
        <source>Evidence (F or Enter follows it in order):</source>
        <translation>证据（按F或Enter依次追踪）：</translation>
    </message>
    <message>
        <source>Follow (F)</source>
        <translation>追踪（F）</translation>
    </message>
    <message>
        <source>Show the next piece of evidence (F)</source>
        <translation>显示下一条证据（F）</translation>
    </message>
    <message>
        <source>Mutant Diff (M)</source>
        <translation>变异体差异（M）</translation>
    </message>
    <message>
        <source>Show what the surviving mutants change in the reference, line by line (M)</source>
        <translation>逐行显示存活的变异体对参考补丁所做的改动（M）</translation>
    </message>
    <message>
        <source>Confirm (C)</source>
        <translation>确认（C）</translation>
    </message>
    <message>
        <source>The flag is right: the tests need repair (C)</source>
        <translation>标记正确：测试需要修复（C）</translation>
    </message>
    <message>
        <source>Dismiss… (D)</source>
        <translation>驳回…（D）</translation>
    </message>
    <message>
        <source>The flag is wrong; say why in a note (D)</source>
        <translation>标记有误；请在备注中说明原因（D）</translation>
    </message>
    <message>
        <source>Needs re-run (R)</source>
        <translation>需重新运行（R）</translation>
    </message>
    <message>
        <source>Decide after the next validation run (R)</source>
        <translation>在下次验证运行后再决定（R）</translation>
    </message>
    <message>
        <source>Reopen (O)</source>
        <translation>重新打开（O）</translation>
    </message>
    <message>
        <source>Take the verdict back (O)</source>
        <translation>撤回裁定（O）</translation>
    </message>
    <message>
        <source>Why is this flag wrong? (Enter records, Esc cancels)</source>
        <translation>为什么此标记有误？（Enter记录，Esc取消）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No flags on this task.</source>
        <translation>此任务没有标记。</translation>
    </message>
    <message>
        <source>Select a flag.</source>
        <translation>请选择一个标记。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>none (the flag is about the tests alone)</source>
        <translation>无（此标记仅涉及测试）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Source: %1 · confidence %2%
Attempt: %3
Specs: %4
Tests: %5</source>
        <translation>来源：%1 · 置信度%2%
尝试：%3
规格：%4
测试：%5</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1，于%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>裁定：%1</translation>
    </message>
    <message>
        <source>No flags</source>
        <translation>无标记</translation>
    </message>
    <message>
        <source>1 flag: %1 open</source>
        <translation>1个标记：%1个未处理</translation>
    </message>
    <message>
        <source>%1 flags: %2 open</source>
        <translation>%1个标记：%2个未处理</translation>
    </message>
    <message>
        <source>⚠ A dismissal needs a note: say why the flag is wrong.</source>
        <translation>⚠ 驳回需要备注：请说明此标记为何有误。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Show This Evidence</source>
        <translation>显示此证据</translation>
    </message>
    <message>
        <source>Follow Evidence</source>
        <translation>追踪证据</translation>
    </message>
    <message>
        <source>Show Mutant Diff</source>
        <translation>显示变异体差异</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation>驳回…</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Why the flag is dismissed</source>
        <translation>驳回该标记的理由</translation>
    </message>
    <message>
        <source>%1 (withdrawn by %2 on %3: its newer findings no longer raise it)</source>
        <translation>%1（已由%2于%3撤回：其较新的发现不再提出该标记）</translation>
    </message>
    <message>
        <source>⚠ The flags cannot be shown: %1</source>
        <translation>⚠ 无法显示标记：%1</translation>
    </message>
    <message>
        <source>The flags of this task are unknown until review.json is mended.</source>
        <translation>在修复 review.json 之前，此任务的标记未知。</translation>
    </message>
    <message>
        <source>Flags unknown</source>
        <translation>标记未知</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) hidden until you give your own verdict on the task (Curation page).</source>
        <translation>
            <numerusform>%n 个标记已隐藏，直到您对该任务给出自己的裁定（审校页面）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) hidden by blind review</source>
        <translation>
            <numerusform>%n 个标记被盲审隐藏</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
The same claim as flag %2, whose verdict it takes (G goes to it).</source>
        <translation>%1
与标记 %2 的主张相同，沿用其裁决（按 G 跳转）。</translation>
    </message>
    <message>
        <source>Go to Flag %1</source>
        <translation>跳转到标记 %1</translation>
    </message>
    <message>
        <source>Suggest a Repair…</source>
        <translation>建议修复…</translation>
    </message>
</context>
<context>
    <name>heddle::Git</name>
    <message>
        <source>The repository folder %1 does not exist</source>
        <translation>仓库文件夹%1不存在</translation>
    </message>
    <message>
        <source>%1 is not a git repository</source>
        <translation>%1不是git仓库</translation>
    </message>
    <message>
        <source>No repository is open</source>
        <translation>没有打开的仓库</translation>
    </message>
    <message>
        <source>Commit %1 is not in %2</source>
        <translation>提交%1不在%2中</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 is not a commit in %2</source>
        <translation>%1不是%2中的提交</translation>
    </message>
    <message>
        <source>Cannot read the tree of commit %1 of %2</source>
        <translation>无法读取%2中提交%1的树</translation>
    </message>
    <message>
        <source>%1 is not in commit %2 of %3</source>
        <translation>%1不在%3的提交%2中</translation>
    </message>
    <message>
        <source>%1 is not a file in commit %2 of %3</source>
        <translation>%1不是%3的提交%2中的文件</translation>
    </message>
    <message>
        <source>Cannot read %1 in commit %2 of %3</source>
        <translation>无法读取%3的提交%2中的%1</translation>
    </message>
    <message>
        <source>Cannot create the repository cache folder</source>
        <translation>无法创建仓库缓存文件夹</translation>
    </message>
    <message>
        <source>The cached clone of %1 stays locked by another process</source>
        <translation>%1的缓存克隆一直被另一个进程锁定</translation>
    </message>
    <message>
        <source>Cannot open the cached clone of %1</source>
        <translation>无法打开%1的缓存克隆</translation>
    </message>
    <message>
        <source>Cannot clone %1</source>
        <translation>无法克隆%1</translation>
    </message>
    <message>
        <source>The cached clone of %1 has no origin to fetch %2 from</source>
        <translation>%1的缓存克隆没有可从中获取%2的origin</translation>
    </message>
    <message>
        <source>Cannot fetch %1 into its cached clone</source>
        <translation>无法将%1获取到其缓存克隆中</translation>
    </message>
    <message>
        <source>The repository %1 is known only by its URL (%2) and has not been cloned yet: validating the task clones it into the cache</source>
        <translation>仓库%1仅有URL（%2），尚未克隆：验证该任务时会将其克隆到缓存中</translation>
    </message>
    <message>
        <source>The task names no repository</source>
        <translation>该任务未指定仓库</translation>
    </message>
    <message>
        <source>The repository folder %1 does not exist: clone %2 there first</source>
        <translation>仓库文件夹%1不存在：请先将%2克隆到该位置</translation>
    </message>
</context>
<context>
    <name>heddle::HistoryPage</name>
    <message>
        <source>This dataset is not a git repository: changes are saved, but no history of them is kept.</source>
        <translation>此数据集不是git仓库：更改会被保存，但不会保留其历史。</translation>
    </message>
    <message>
        <source>Blind review: the history shows once you have recorded your verdict.</source>
        <translation>盲审：记录您的裁定后才会显示历史。</translation>
    </message>
    <message>
        <source>The last %1 changes.</source>
        <translation>最近%1次更改。</translation>
    </message>
</context>
<context>
    <name>heddle::HistoryPanel</name>
    <message>
        <source>Make It a Repository…</source>
        <translation>将其设为仓库…</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Revert This Change…</source>
        <translation>还原此更改…</translation>
    </message>
    <message>
        <source>No changes recorded for this task.</source>
        <translation>此任务没有已记录的更改。</translation>
    </message>
    <message>
        <source>%1 (merge)</source>
        <translation>%1（合并）</translation>
    </message>
    <message>
        <source>Select a change to see what it did.</source>
        <translation>选择一项更改以查看它做了什么。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>This change did not touch this task&apos;s files.</source>
        <translation>此更改未涉及此任务的文件。</translation>
    </message>
    <message>
        <source>Loading the change…</source>
        <translation>正在加载更改…</translation>
    </message>
    <message>
        <source>Revert This Change</source>
        <translation>还原此更改</translation>
    </message>
    <message>
        <source>Revert the change “%1” (%2)?

A new commit will undo what it changed in its files; the change itself stays in the history.</source>
        <translation>还原更改“%1”（%2）？

新的提交将撤销它在其文件中所做的修改；该更改本身仍保留在历史中。</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>A merge joins two lines of work and cannot be reverted here.</source>
        <translation>合并连接了两条工作线，无法在此处还原。</translation>
    </message>
    <message>
        <source>The first commit brought the dataset in; reverting it would delete the task.</source>
        <translation>第一次提交引入了该数据集；还原它将删除该任务。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改内容</translation>
    </message>
</context>
<context>
    <name>heddle::ImplementationDetail</name>
    <message>
        <source>Run %1: the attempt %2 fails only %3, which %4%5. %6</source>
        <translation>运行%1：尝试%2仅未通过%3，该测试%4%5。%6</translation>
    </message>
    <message>
        <source>Run %1: the attempt %2 fails only %3 of the tests the reference passes; %4 %5%6. %7</source>
        <translation>运行%1：在参考补丁通过的测试中，尝试%2仅未通过%3；%4%5%6。%7</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation>（第%1行）</translation>
    </message>
</context>
<context>
    <name>heddle::IndexWorker</name>
    <message>
        <source>The dataset&apos;s index is not open.</source>
        <translation>数据集的索引未打开。</translation>
    </message>
</context>
<context>
    <name>heddle::IndexedDataset</name>
    <message>
        <source>the index keeps no rows of the tasks</source>
        <translation>索引未保存任务的任何行</translation>
    </message>
    <message>
        <source>heddle-dataset.json changed</source>
        <translation>heddle-dataset.json已更改</translation>
    </message>
</context>
<context>
    <name>heddle::IntegrityFlags</name>
    <message>
        <source>the whole file</source>
        <translation>整个文件</translation>
    </message>
    <message>
        <source>hunk %1 at line %2</source>
        <translation>第%2行的差异块%1</translation>
    </message>
    <message>
        <source>Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead of the code. Run %5 ran it as submitted, so its results may come from the changed tests.</source>
        <translation>尝试%1修改了%2（%3），%4：它可能靠修改测试而非代码来通过。运行%5按提交原样运行了它，因此其结果可能来自被修改的测试。</translation>
    </message>
    <message>
        <source>Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead of the code. Run %5 ran it without those hunks.</source>
        <translation>尝试%1修改了%2（%3），%4：它可能靠修改测试而非代码来通过。运行%5在运行时去掉了这些差异块。</translation>
    </message>
    <message>
        <source>Run %1: the results of %2 cannot be trusted (%3).</source>
        <translation>运行%1：%2的结果不可信（%3）。</translation>
    </message>
</context>
<context>
    <name>heddle::Json</name>
    <message>
        <source>the file is empty: expected a JSON document</source>
        <translation>文件为空：应为JSON文档</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的JSON：%1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>expected %1, but the key is missing</source>
        <translation>应为%1，但缺少该键</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>缺少必需的键“%1”</translation>
    </message>
    <message>
        <source>expected a list of strings, or a string holding a JSON list; found a string that is not a JSON list</source>
        <translation>应为字符串列表或包含JSON列表的字符串；实际为不是JSON列表的字符串</translation>
    </message>
    <message>
        <source>expected a list of strings, or a string holding a JSON list; found %1</source>
        <translation>应为字符串列表或包含JSON列表的字符串；实际为%1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <translation>无效的JSON</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>the rows after it were not read</source>
        <translation>其后的行未被读取</translation>
    </message>
    <message>
        <source>expected a JSON array, a JSON object or JSON lines</source>
        <translation>应为JSON数组、JSON对象或JSON Lines</translation>
    </message>
    <message>
        <source>cannot read the rows</source>
        <translation>无法读取这些行</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <source>invalid JSON: expected a value (a string, a number, an object, an array, or true, false or null in lower case)</source>
        <translation>无效的JSON：应为一个值（字符串、数字、对象、数组，或小写的true、false、null）</translation>
    </message>
    <message>
        <source>invalid JSON: expected a number</source>
        <translation>无效的JSON：应为数字</translation>
    </message>
    <message>
        <source>invalid JSON: expected a valid escape sequence in a string</source>
        <translation>无效的JSON：字符串中应为有效的转义序列</translation>
    </message>
    <message>
        <source>invalid JSON: expected control characters in a string to be escaped</source>
        <translation>无效的JSON：字符串中的控制字符应转义</translation>
    </message>
    <message>
        <source>invalid JSON: expected UTF-8 text</source>
        <translation>无效的JSON：应为UTF-8文本</translation>
    </message>
    <message>
        <source>invalid JSON: expected the closing quote of the string that starts here</source>
        <translation>无效的JSON：从此处开始的字符串缺少结束引号</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than Heddle reads</source>
        <translation>无效的JSON：嵌套深度超出Heddle的读取上限</translation>
    </message>
    <message>
        <source>the JSON text is too large</source>
        <translation>JSON文本过大</translation>
    </message>
    <message>
        <source>invalid JSON: expected the end of the document after its top-level value</source>
        <translation>无效的JSON：顶层值之后应为文档结尾</translation>
    </message>
    <message>
        <source>invalid JSON: expected a comma, a colon, a closing bracket or a value here</source>
        <translation>无效的JSON：此处应为逗号、冒号、右括号或值</translation>
    </message>
    <message>
        <source>the JSON ends inside a string that is not closed: expected its closing quote (was the text cut short?)</source>
        <translation>JSON在未闭合的字符串内结束：缺少结束引号（文本是否被截断？）</translation>
    </message>
    <message>
        <source>the JSON ends before the value is complete: expected %1 (was the text cut short?)</source>
        <translation>JSON在值完整之前结束：应为%1（文本是否被截断？）</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than Heddle reads (%1 levels)</source>
        <translation>无效的 JSON：嵌套深度超过 Heddle 可读取的层数（%1 层）</translation>
    </message>
    <message>
        <source>invalid JSON: a number too large to read</source>
        <translation>无效的 JSON：数字太大，无法读取</translation>
    </message>
</context>
<context>
    <name>heddle::JsonArrayScan</name>
    <message>
        <source>the document is not a JSON object (byte %1)</source>
        <translation>文档不是JSON对象（字节%1）</translation>
    </message>
    <message>
        <source>the text ends inside the top-level object (byte %1)</source>
        <translation>文本在顶层对象内结束（字节%1）</translation>
    </message>
    <message>
        <source>the document has no member &quot;%1&quot;</source>
        <translation>文档没有成员“%1”</translation>
    </message>
    <message>
        <source>a member name was expected at byte %1</source>
        <translation>字节%1处应为成员名</translation>
    </message>
    <message>
        <source>the text ends inside a member name (byte %1)</source>
        <translation>文本在成员名内结束（字节%1）</translation>
    </message>
    <message>
        <source>an array was expected at byte %1</source>
        <translation>字节%1处应为数组</translation>
    </message>
    <message>
        <source>the text ends inside the array (byte %1)</source>
        <translation>文本在数组内结束（字节%1）</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is not an array (byte %2)</source>
        <translation>成员“%1”不是数组（字节%2）</translation>
    </message>
    <message>
        <source>%1 in &quot;%2&quot;</source>
        <translation>%1（位于“%2”）</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; has no value or the text ends inside it</source>
        <translation>成员“%1”没有值，或文本在其中结束</translation>
    </message>
    <message>
        <source>element %1 of the array is broken or the text ends inside it (byte %2)</source>
        <translation>数组的第 %1 个元素已损坏，或文本在其中结束（字节 %2）</translation>
    </message>
</context>
<context>
    <name>heddle::LimitText</name>
    <message>
        <source>The run went over its memory limit (%1 MB)</source>
        <translation>运行超出了内存限制（%1 MB）</translation>
    </message>
    <message>
        <source>The run went over its limit of %1 processes</source>
        <translation>运行超出了%1个进程的限制</translation>
    </message>
    <message>
        <source>The run wrote a file as large as its file size limit (%1 MB)</source>
        <translation>运行写入的文件达到了文件大小限制（%1 MB）</translation>
    </message>
    <message>
        <source>A process of the run used up its CPU time limit (%1 s)</source>
        <translation>运行中的某个进程用尽了CPU时间限制（%1秒）</translation>
    </message>
    <message>
        <source>The run took longer than %1 s and was stopped</source>
        <translation>运行耗时超过%1秒，已被停止</translation>
    </message>
</context>
<context>
    <name>heddle::LlmClient</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>heddle::Main</name>
    <message numerus="yes">
        <source>Committed what %1 wrote before it ended: %n file(s)</source>
        <translation>
            <numerusform>已提交 %1 在结束前写入的内容：%n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>What %1 wrote before it ended is not committed: %2</source>
        <translation>%1 在结束前写入的内容未提交：%2</translation>
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
        <translation>审校(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;My Queue Only</source>
        <translation>仅我的队列(&amp;M)</translation>
    </message>
    <message>
        <source>The queue shows the tasks assigned to %1.</source>
        <translation>队列显示分配给%1的任务。</translation>
    </message>
    <message>
        <source>The queue shows every task.</source>
        <translation>队列显示所有任务。</translation>
    </message>
    <message>
        <source>Also cited by: %1</source>
        <translation>同时被以下标记引用：%1</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Dataset…</source>
        <translation>打开数据集(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Dataset</source>
        <translation>打开演示数据集(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;load Dataset</source>
        <translation>重新加载数据集(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>任务(&amp;T)</translation>
    </message>
    <message>
        <source>Edit Reference &amp;Patch…</source>
        <translation>编辑参考补丁(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Task</source>
        <translation>下一个任务(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Task</source>
        <translation>上一个任务(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Open Flag</source>
        <translation>下一个未处理标记(&amp;O)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Open Flag</source>
        <translation>上一个未处理标记(&amp;V)</translation>
    </message>
    <message>
        <source>Next Task with Open &amp;Flags</source>
        <translation>下一个有未处理标记的任务(&amp;F)</translation>
    </message>
    <message>
        <source>Previous Task with Open F&amp;lags</source>
        <translation>上一个有未处理标记的任务(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Back to the Flag</source>
        <translation>返回标记(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>队列(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>验证(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Search the Queue</source>
        <translation>搜索队列(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Command Palette…</source>
        <translation>命令面板(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Heddle</source>
        <translation>关于Heddle(&amp;A)</translation>
    </message>
    <message>
        <source>About Heddle</source>
        <translation>关于Heddle</translation>
    </message>
    <message>
        <source>Heddle %1
A workbench for reviewing and repairing the tasks of coding-agent benchmarks.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>Heddle %1
用于审查和修复编码智能体基准测试任务的工作台。
依据GNU GPL第3版或更高版本授权。</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>Open Dataset</source>
        <translation>打开数据集</translation>
    </message>
    <message>
        <source>%1 — Heddle</source>
        <translation>%1 — Heddle</translation>
    </message>
    <message>
        <source>Tasks that failed to load: %1. The rest of the dataset is open; the Load error column says what is wrong with each.</source>
        <translation>加载失败的任务：%1。数据集的其余部分已打开；“加载错误”列说明了每个任务的问题。</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n task(s)…</source>
        <translation>
            <numerusform>正在检查%n个任务…</numerusform>
        </translation>
    </message>
    <message>
        <source>No other task has open flags.</source>
        <translation>没有其他任务有未处理的标记。</translation>
    </message>
    <message>
        <source>No other task.</source>
        <translation>没有其他任务。</translation>
    </message>
    <message>
        <source>No other open flag in the queue.</source>
        <translation>队列中没有其他未处理的标记。</translation>
    </message>
    <message>
        <source>Select a task to see it here.</source>
        <translation>选择一个任务以在此处查看。</translation>
    </message>
    <message>
        <source>Validation is running</source>
        <translation>验证正在运行</translation>
    </message>
    <message>
        <source>%1 is being validated. Cancel the validation and quit? Runs that ended are recorded.</source>
        <translation>正在验证%1。要取消验证并退出吗？已结束的运行会被记录。</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>审查(&amp;R)</translation>
    </message>
    <message>
        <source> (needs history in git)</source>
        <translation>（需要 git 历史）</translation>
    </message>
    <message>
        <source>Undo needs the dataset&apos;s history</source>
        <translation>撤销需要数据集的历史</translation>
    </message>
    <message>
        <source>“%1” cannot be undone here: Heddle undoes a verdict, a status change or an approval with a commit of its own, and this dataset keeps no history in git.</source>
        <translation>此处无法撤销“%1”：Heddle 以单独的提交来撤销裁决、状态变更或批准，而此数据集未在 git 中保留历史。</translation>
    </message>
    <message>
        <source>Keep History in Git</source>
        <translation>在Git中保留历史</translation>
    </message>
</context>
<context>
    <name>heddle::MutantDiff</name>
    <message>
        <source>mutant %1: %2</source>
        <translation>变异体%1：%2</translation>
    </message>
</context>
<context>
    <name>heddle::MutantDiffDialog</name>
    <message>
        <source>Surviving Mutants</source>
        <translation>存活的变异体</translation>
    </message>
    <message>
        <source>&amp;Copy Diff</source>
        <translation>复制差异(&amp;C)</translation>
    </message>
    <message>
        <source>Put the diff on the clipboard as text</source>
        <translation>将差异以文本形式放到剪贴板</translation>
    </message>
    <message>
        <source>⚠ No mutant to show.</source>
        <translation>⚠ 没有可显示的变异体。</translation>
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
        <translation>时间预算在运行前已耗尽</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>the time budget ran out</source>
        <translation>时间预算已耗尽</translation>
    </message>
    <message>
        <source>the reference passes none of the declared tests</source>
        <translation>参考补丁未通过任何声明的测试</translation>
    </message>
    <message>
        <source>no test result could be read</source>
        <translation>无法读取任何测试结果</translation>
    </message>
    <message>
        <source>the whole command was asked for</source>
        <translation>请求的是整个命令</translation>
    </message>
    <message>
        <source>%1: counted as killed</source>
        <translation>%1：计为已杀死</translation>
    </message>
    <message>
        <source>the input search compared nothing</source>
        <translation>输入搜索未比较任何内容</translation>
    </message>
</context>
<context>
    <name>heddle::MutationFlags</name>
    <message>
        <source>%1 survives</source>
        <translation>%1存活</translation>
    </message>
    <message>
        <source>mutant %1 of analysis %2: %3 survives</source>
        <translation>分析%2的变异体%1：%3存活</translation>
    </message>
    <message numerus="yes">
        <source>Tests do not check %n line(s) %1 of %2: %3 (%4 of %5 mutants of this hunk survive), so a wrong patch there passes too.</source>
        <translation>
            <numerusform>测试未检查%2中的%n行（第%1行）：%3（此差异块的%5个变异体中有%4个存活），因此在那里出错的补丁也能通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>The flags of mutation analysis %1 were not saved: cannot write %2 (%3).</source>
        <translation>变异分析%1的标记未保存：无法写入%2（%3）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Calls the tests do not make tell them apart: %1.</source>
        <translation>测试未进行的调用能将它们与参考补丁区分开：%1。</translation>
    </message>
    <message>
        <source>%1 passes every test but %2.</source>
        <translation>%1通过了所有测试，但%2。</translation>
    </message>
    <message>
        <source>analysis %1: %2</source>
        <translation>分析%1：%2</translation>
    </message>
</context>
<context>
    <name>heddle::MutationRecordIo</name>
    <message>
        <source>not a mutation analysis record</source>
        <translation>不是变异分析记录</translation>
    </message>
    <message>
        <source>unknown mutant status</source>
        <translation>未知的变异体状态</translation>
    </message>
    <message>
        <source>the mutation record is malformed: %1</source>
        <translation>变异记录格式错误：%1</translation>
    </message>
    <message>
        <source>the run id cannot be used as a file name</source>
        <translation>该运行ID不能用作文件名</translation>
    </message>
    <message>
        <source>No mutation analysis yet (Validate &gt; Mutation Analysis).</source>
        <translation>尚无变异分析（验证 &gt; 变异分析）。</translation>
    </message>
    <message>
        <source>Mutation score %1%: the tests kill %2 of %3 mutants of the reference, %4 survive.</source>
        <translation>变异得分%1%：测试杀死了参考补丁%3个变异体中的%2个，%4个存活。</translation>
    </message>
    <message>
        <source>Mutation analysis judged no mutant of the reference.</source>
        <translation>变异分析未判定参考补丁的任何变异体。</translation>
    </message>
    <message>
        <source>Stale: %1.</source>
        <translation>已过时：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n survivor(s) probably equivalent: no input the search tried tells them from the reference, so they count for no flag and not in the score.</source>
        <translation>
            <numerusform>%n个存活的变异体可能是等价的：搜索尝试过的输入都无法将它们与参考补丁区分开，因此它们不计入任何标记，也不计入得分。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::MutationSummaryIo</name>
    <message>
        <source>not a mutation analysis record (at /kind)</source>
        <translation>不是变异分析记录（位于/kind）</translation>
    </message>
    <message>
        <source>the mutation record is malformed or cut short</source>
        <translation>变异记录格式错误或被截断</translation>
    </message>
    <message>
        <source>not a mutation analysis record (no /kind)</source>
        <translation>不是变异分析记录（无/kind）</translation>
    </message>
    <message>
        <source>test file %1 was added since</source>
        <translation>此后添加了测试文件%1</translation>
    </message>
    <message>
        <source>test file %1 was edited since</source>
        <translation>此后编辑了测试文件%1</translation>
    </message>
    <message>
        <source>test file %1 was removed since</source>
        <translation>此后删除了测试文件%1</translation>
    </message>
    <message>
        <source>the reference patch was changed since</source>
        <translation>此后参考补丁已更改</translation>
    </message>
    <message>
        <source>the base commit was changed since</source>
        <translation>此后基准提交已更改</translation>
    </message>
    <message>
        <source>the test command was changed since</source>
        <translation>此后测试命令已更改</translation>
    </message>
    <message>
        <source>the log format was changed since</source>
        <translation>此后日志格式已更改</translation>
    </message>
    <message>
        <source>the container image was changed since</source>
        <translation>此后容器镜像已更改</translation>
    </message>
</context>
<context>
    <name>heddle::OverviewPage</name>
    <message>
        <source>Surviving Mutants…</source>
        <translation>存活的变异体…</translation>
    </message>
    <message>
        <source>Show the flags of the mutants that survive; there, M shows a mutant&apos;s diff</source>
        <translation>显示存活变异体的标记；在那里按M可显示变异体的差异</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>添加规格(&amp;A)</translation>
    </message>
    <message>
        <source>The command came %1.</source>
        <translation>该命令%1。</translation>
    </message>
    <message>
        <source>The repository cannot be reached: %1. The task keeps working with what it holds.</source>
        <translation>无法访问仓库：%1。任务将继续使用其已有的内容。</translation>
    </message>
    <message numerus="yes">
        <source>The task lacks %n of the files its test_patch touches: Task &gt; Fetch Test Files reads them from the repository.</source>
        <translation>
            <numerusform>任务缺少其test_patch涉及的文件中的%n个：“任务 &gt; 获取测试文件”会从仓库读取它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>This task lists no specs: the query and the tests are all it has.</source>
        <translation>此任务未列出规格：只有问题描述和测试。</translation>
    </message>
    <message numerus="yes">
        <source>%n spec(s) no test covers, marked ⚠. Click a spec to see and edit it.</source>
        <translation>
            <numerusform>%n个规格没有测试覆盖，已用⚠标出。点击规格可查看并编辑。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a spec to see and edit it: its text, its interactions and its tests.</source>
        <translation>点击规格可查看并编辑：其文本、交互和测试。</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>问题描述</translation>
    </message>
    <message>
        <source>the test command</source>
        <translation>测试命令</translation>
    </message>
    <message>
        <source>Query edited</source>
        <translation>已编辑问题描述</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>log format</source>
        <translation>日志格式</translation>
    </message>
    <message>
        <source>container image</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <source>Test command cleared: unknown</source>
        <translation>已清除测试命令：未知</translation>
    </message>
    <message>
        <source>Test %1 edited</source>
        <translation>已编辑测试%1</translation>
    </message>
    <message>
        <source>Was: %1
Now: %2</source>
        <translation>原：%1
现：%2</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>New spec</source>
        <translation>新规格</translation>
    </message>
</context>
<context>
    <name>heddle::PageRegistry</name>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>审校</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
</context>
<context>
    <name>heddle::PatchCompareView</name>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;with</source>
        <translation>与(&amp;W)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>%1 vs %2: </source>
        <translation>%1与%2： </translation>
    </message>
    <message>
        <source>both patches are empty</source>
        <translation>两个补丁都为空</translation>
    </message>
    <message>
        <source>the same change (1 file)</source>
        <translation>相同的更改（1个文件）</translation>
    </message>
    <message>
        <source>the same change (%1 files)</source>
        <translation>相同的更改（%1个文件）</translation>
    </message>
    <message>
        <source>1 file only in %1</source>
        <translation>1个文件仅在%1中</translation>
    </message>
    <message>
        <source>%1 files only in %2</source>
        <translation>%1个文件仅在%2中</translation>
    </message>
    <message>
        <source>1 hunk only in %1</source>
        <translation>1个差异块仅在%1中</translation>
    </message>
    <message>
        <source>%1 hunks only in %2</source>
        <translation>%1个差异块仅在%2中</translation>
    </message>
    <message>
        <source>1 file differs</source>
        <translation>1个文件不同</translation>
    </message>
    <message>
        <source>%1 files differ</source>
        <translation>%1个文件不同</translation>
    </message>
    <message>
        <source>1 file identical</source>
        <translation>1个文件相同</translation>
    </message>
    <message>
        <source>%1 files identical</source>
        <translation>%1个文件相同</translation>
    </message>
    <message>
        <source>◀ only in %1</source>
        <translation>◀ 仅在%1中</translation>
    </message>
    <message>
        <source>▶ only in %1</source>
        <translation>▶ 仅在%1中</translation>
    </message>
    <message>
        <source>= identical</source>
        <translation>= 相同</translation>
    </message>
    <message>
        <source>1 only in %1</source>
        <translation>1个仅在%1中</translation>
    </message>
    <message>
        <source>%1 only in %2</source>
        <translation>%1个仅在%2中</translation>
    </message>
    <message>
        <source>file mode, name or kind</source>
        <translation>文件模式、名称或类型</translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation>≠ 不同</translation>
    </message>
    <message>
        <source>≠ differs: %1</source>
        <translation>≠ 不同：%1</translation>
    </message>
    <message>
        <source>%1 does not change this file</source>
        <translation>%1未更改此文件</translation>
    </message>
    <message>
        <source>Binary file: no text to compare</source>
        <translation>二进制文件：没有可比较的文本</translation>
    </message>
    <message>
        <source>No content changes</source>
        <translation>无内容更改</translation>
    </message>
    <message>
        <source>◆ only in %1</source>
        <translation>◆ 仅在%1中</translation>
    </message>
    <message>
        <source>= also in %1</source>
        <translation>= 也在%1中</translation>
    </message>
    <message>
        <source>Files compared</source>
        <translation>比较的文件</translation>
    </message>
</context>
<context>
    <name>heddle::PatchDiffView</name>
    <message>
        <source>Unified</source>
        <translation>统一</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Ignore whitespace</source>
        <translation>忽略空白</translation>
    </message>
    <message>
        <source>Full file</source>
        <translation>完整文件</translation>
    </message>
    <message>
        <source>Show the whole file with the changes in place (Ctrl+Shift+F)</source>
        <translation>显示整个文件，并在原位显示更改（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Full file unavailable: %1</source>
        <translation>完整文件不可用：%1</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>已更改的文件</translation>
    </message>
</context>
<context>
    <name>heddle::PatchFileListModel</name>
    <message>
        <source>binary</source>
        <translation>二进制</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1（来自%2）</translation>
    </message>
    <message>
        <source>Hunk %1 (line %2)</source>
        <translation>差异块%1（第%2行）</translation>
    </message>
    <message>
        <source>Hunk %1: %2</source>
        <translation>差异块%1：%2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
</context>
<context>
    <name>heddle::PatchParser</name>
    <message>
        <source>expected a &quot;+++&quot; line after the &quot;---&quot; line</source>
        <translation>“---”行之后应有“+++”行</translation>
    </message>
    <message>
        <source>expected a hunk header &quot;@@ -start,count +start,count @@&quot; after the &quot;+++&quot; line</source>
        <translation>“+++”行之后应有差异块头“@@ -start,count +start,count @@”</translation>
    </message>
    <message>
        <source>combined diffs of merges (&quot;diff --cc&quot;) are not supported</source>
        <translation>不支持合并的组合差异（“diff --cc”）</translation>
    </message>
    <message>
        <source>&quot;+++&quot; line without a &quot;---&quot; line before it</source>
        <translation>“+++”行之前没有“---”行</translation>
    </message>
    <message>
        <source>hunk header outside any file: expected a &quot;diff --git&quot; or &quot;---&quot; line before it</source>
        <translation>差异块头不在任何文件内：其前面应有“diff --git”或“---”行</translation>
    </message>
    <message>
        <source>line outside any hunk: expected a hunk header &quot;@@ -start,count +start,count @@&quot; before it</source>
        <translation>行不在任何差异块内：其前面应有差异块头“@@ -start,count +start,count @@”</translation>
    </message>
    <message>
        <source>unexpected context line: all lines of the old file that the hunk header at line %1 counts (%2) are there</source>
        <translation>意外的上下文行：第%1行的差异块头所计的旧文件的所有行（%2）均已出现</translation>
    </message>
    <message>
        <source>unexpected context line: all lines of the new file that the hunk header at line %1 counts (%2) are there</source>
        <translation>意外的上下文行：第%1行的差异块头所计的新文件的所有行（%2）均已出现</translation>
    </message>
    <message>
        <source>unexpected removed line: all lines of the old file that the hunk header at line %1 counts (%2) are there</source>
        <translation>意外的删除行：第%1行的差异块头所计的旧文件的所有行（%2）均已出现</translation>
    </message>
    <message>
        <source>unexpected added line: all lines of the new file that the hunk header at line %1 counts (%2) are there</source>
        <translation>意外的添加行：第%1行的差异块头所计的新文件的所有行（%2）均已出现</translation>
    </message>
    <message>
        <source>unexpected line in hunk: lines start with &apos; &apos;, &apos;+&apos;, &apos;-&apos; or &apos;\&apos;</source>
        <translation>差异块中的意外行：行应以&apos; &apos;、&apos;+&apos;、&apos;-&apos;或&apos;\&apos;开头</translation>
    </message>
    <message>
        <source>line outside any hunk: &quot;\ No newline at end of file&quot; must follow a line of a hunk</source>
        <translation>行不在任何差异块内：“\ No newline at end of file”必须跟在差异块的某一行之后</translation>
    </message>
    <message>
        <source>line outside any hunk: the file has no hunks</source>
        <translation>行不在任何差异块内：该文件没有差异块</translation>
    </message>
    <message>
        <source>line outside any hunk: all lines that the hunk header at line %1 counts (%2 old, %3 new) are there</source>
        <translation>行不在任何差异块内：第%1行的差异块头所计的所有行（旧文件%2行，新文件%3行）均已出现</translation>
    </message>
    <message>
        <source>the patch ends after a &quot;---&quot; line: expected a &quot;+++&quot; line</source>
        <translation>补丁在“---”行之后结束：应有“+++”行</translation>
    </message>
    <message>
        <source>the patch ends after a &quot;+++&quot; line: expected a hunk header &quot;@@ -start,count +start,count @@&quot;</source>
        <translation>补丁在“+++”行之后结束：应有差异块头“@@ -start,count +start,count @@”</translation>
    </message>
    <message>
        <source>hunk header: expected &quot;@@ -start,count +start,count @@&quot;</source>
        <translation>差异块头：应为“@@ -start,count +start,count @@”</translation>
    </message>
    <message>
        <source>empty hunk: the header counts no lines of either file</source>
        <translation>空差异块：差异块头未计入任一文件的任何行</translation>
    </message>
    <message>
        <source>&quot;\ No newline at end of file&quot; must follow a line of the hunk</source>
        <translation>“\ No newline at end of file”必须跟在该差异块的某一行之后</translation>
    </message>
    <message>
        <source>&quot;rename from&quot; without &quot;rename to&quot;</source>
        <translation>“rename from”缺少对应的“rename to”</translation>
    </message>
    <message>
        <source>&quot;rename to&quot; without &quot;rename from&quot;</source>
        <translation>“rename to”缺少对应的“rename from”</translation>
    </message>
    <message>
        <source>&quot;copy from&quot; without &quot;copy to&quot;</source>
        <translation>“copy from”缺少对应的“copy to”</translation>
    </message>
    <message>
        <source>&quot;copy to&quot; without &quot;copy from&quot;</source>
        <translation>“copy to”缺少对应的“copy from”</translation>
    </message>
    <message>
        <source>a file cannot be both new and deleted</source>
        <translation>文件不能既是新文件又被删除</translation>
    </message>
    <message>
        <source>file header names no path: expected &quot;diff --git a/PATH b/PATH&quot;</source>
        <translation>文件头未指定路径：应为“diff --git a/PATH b/PATH”</translation>
    </message>
    <message>
        <source>hunk ends early at the end of the patch</source>
        <translation>差异块在补丁结尾处提前结束</translation>
    </message>
    <message>
        <source>hunk ends early</source>
        <translation>差异块提前结束</translation>
    </message>
    <message>
        <source>1 more line of the old file</source>
        <translation>旧文件的1行</translation>
    </message>
    <message>
        <source>%1 more lines of the old file</source>
        <translation>旧文件的%1行</translation>
    </message>
    <message>
        <source>1 more line of the new file</source>
        <translation>新文件的1行</translation>
    </message>
    <message>
        <source>%1 more lines of the new file</source>
        <translation>新文件的%1行</translation>
    </message>
    <message>
        <source>expected %1 and %2</source>
        <translation>应还有%1和%2</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应还有%1</translation>
    </message>
    <message>
        <source>the hunk starts at line %1</source>
        <translation>该差异块从第%1行开始</translation>
    </message>
    <message>
        <source>invalid mode %1: expected six octal digits such as 100644</source>
        <translation>无效的模式%1：应为六位八进制数字，如100644</translation>
    </message>
    <message>
        <source>invalid quoted path: expected a closing &apos;&quot;&apos; and escapes such as \t, \&quot; or \303</source>
        <translation>无效的带引号路径：应有结束的&apos;&quot;&apos;，以及\t、\&quot;或\303这样的转义序列</translation>
    </message>
    <message>
        <source>expected a path</source>
        <translation>应为路径</translation>
    </message>
    <message>
        <source>index line: expected &quot;index &lt;hash&gt;..&lt;hash&gt; [mode]&quot;</source>
        <translation>index行：应为“index &lt;hash&gt;..&lt;hash&gt; [mode]”</translation>
    </message>
    <message>
        <source>similarity index: expected a percentage such as 90%</source>
        <translation>相似度索引（similarity index）：应为百分比，如90%</translation>
    </message>
</context>
<context>
    <name>heddle::PatchesPage</name>
    <message>
        <source>The patch to show</source>
        <translation>要显示的补丁</translation>
    </message>
    <message>
        <source>Compare the patch with another one: what does one do that the other does not?</source>
        <translation>将此补丁与另一个补丁比较：一个补丁做了什么而另一个没有做？</translation>
    </message>
    <message>
        <source>compared with</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <source>Edit Reference…</source>
        <translation>编辑参考补丁…</translation>
    </message>
    <message>
        <source>Edit the files the reference patch leaves, or its diff</source>
        <translation>编辑应用参考补丁后的文件，或编辑其差异</translation>
    </message>
    <message>
        <source>Viewed ticks cannot be remembered: %1</source>
        <translation>无法记住“已查看”勾选：%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>该任务没有尝试%1。</translation>
    </message>
    <message>
        <source>%1 has no hunk %2 in %3.</source>
        <translation>%1在%3中没有差异块%2。</translation>
    </message>
    <message>
        <source>This patch cannot be shown: %1</source>
        <translation>无法显示此补丁：%1</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>无法比较%1：%2</translation>
    </message>
    <message>
        <source>Viewed ticks were reset: %1</source>
        <translation>“已查看”勾选已重置：%1</translation>
    </message>
</context>
<context>
    <name>heddle::PreferencesDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Your name and email go into every verdict, status change and commit. Left empty, they come from git&apos;s user.name and user.email, else from your login.</source>
        <translation>您的姓名和电子邮件会写入每个裁定、状态更改和提交。若留空，则取自git的user.name和user.email，否则取自您的登录名。</translation>
    </message>
    <message>
        <source>Curator &amp;name:</source>
        <translation>审校人姓名(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Email:</source>
        <translation>电子邮件(&amp;E)：</translation>
    </message>
    <message>
        <source>Test command &amp;timeout:</source>
        <translation>测试命令超时(&amp;T)：</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Clone, mirror or URL</source>
        <translation>克隆、镜像或URL</translation>
    </message>
    <message>
        <source>Where the dataset&apos;s repositories are, by the name its tasks give them (django/django): a local clone, a bare mirror (relative to the dataset or absolute) or a URL, cloned once. This comes before the path and URL of each task, and is kept in heddle-dataset.json for everyone who uses the dataset.</source>
        <translation>数据集的各个仓库所在的位置，按其任务给出的名称（django/django）指定：本地克隆、裸镜像（相对于数据集的路径或绝对路径）或URL（只克隆一次）。此设置优先于每个任务的路径和URL，并保存在heddle-dataset.json中，供使用该数据集的所有人使用。</translation>
    </message>
    <message>
        <source>Repositories of %1</source>
        <translation>%1的仓库</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>The window is made again in the language chosen, on the same task.</source>
        <translation>窗口将以所选语言重新构建，并停留在同一任务上。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Your review agents</source>
        <translation>您的审查智能体</translation>
    </message>
    <message>
        <source>Your own &amp;review agents (Review &gt; Run Agent), as a JSON list in the form of heddle-dataset.json&apos;s review_agents; a dataset&apos;s agent of the same name wins:</source>
        <translation>您自己的审查智能体(&amp;R)（审查 &gt; 运行智能体），以JSON列表形式给出，格式同heddle-dataset.json中的review_agents；数据集中同名的智能体优先：</translation>
    </message>
    <message>
        <source>review agents</source>
        <translation>审查智能体</translation>
    </message>
</context>
<context>
    <name>heddle::PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>Select a task to present it.</source>
        <translation>选择一个任务以进行演示。</translation>
    </message>
    <message>
        <source>The saved order of the beats is not used: %1</source>
        <translation>未使用已保存的环节顺序：%1</translation>
    </message>
    <message>
        <source>Arrange the presentation of %1</source>
        <translation>编排%1的演示</translation>
    </message>
    <message numerus="yes">
        <source>%n of the beats shown.</source>
        <translation>
            <numerusform>显示其中%n个环节。</numerusform>
        </translation>
    </message>
    <message>
        <source>The order of the beats is saved with %1.</source>
        <translation>环节顺序已随%1保存。</translation>
    </message>
</context>
<context>
    <name>heddle::PresentationView</name>
    <message>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Space next · Backspace back · B beats · Esc leave</source>
        <translation>Space下一环节 · Backspace上一环节 · B选择环节 · Esc退出</translation>
    </message>
    <message>
        <source>No beat to show</source>
        <translation>没有可显示的环节</translation>
    </message>
    <message>
        <source>%1 / %2  %3</source>
        <translation>%1 / %2  %3</translation>
    </message>
    <message>
        <source>Every beat is skipped: press B to choose the beats to show.</source>
        <translation>所有环节均已跳过：按B选择要显示的环节。</translation>
    </message>
</context>
<context>
    <name>heddle::Probe</name>
    <message>
        <source>The input search printed no result: the run ended before it could, or its output was cut</source>
        <translation>输入搜索未输出结果：运行在此之前已结束，或其输出被截断</translation>
    </message>
    <message>
        <source>The input search&apos;s result was cut short</source>
        <translation>输入搜索的结果被截断</translation>
    </message>
    <message>
        <source>the input search&apos;s result</source>
        <translation>输入搜索的结果</translation>
    </message>
    <message>
        <source>The input search&apos;s result is not an object</source>
        <translation>输入搜索的结果不是对象</translation>
    </message>
    <message>
        <source>returns %1</source>
        <translation>返回%1</translation>
    </message>
    <message>
        <source>raises %1</source>
        <translation>抛出%1</translation>
    </message>
    <message>
        <source>raises %1 (%2)</source>
        <translation>抛出%1（%2）</translation>
    </message>
    <message>
        <source>does not return</source>
        <translation>不返回</translation>
    </message>
    <message>
        <source>could not be called: %1</source>
        <translation>无法调用：%1</translation>
    </message>
    <message>
        <source>leaves its arguments as %1 where the reference leaves %2 for %3</source>
        <translation>对于%3，其参数变为%1，而参考补丁使其变为%2</translation>
    </message>
    <message>
        <source>%1 where the reference %2 for %3</source>
        <translation>对于%3，%1，而参考补丁%2</translation>
    </message>
</context>
<context>
    <name>heddle::ProbeComparison</name>
    <message>
        <source>%1 could not be compared: %2</source>
        <translation>无法比较%1：%2</translation>
    </message>
</context>
<context>
    <name>heddle::ProbeSearch</name>
    <message>
        <source>the reference changes no function of Python code</source>
        <translation>参考补丁未更改任何Python代码中的函数</translation>
    </message>
    <message>
        <source>the reference passes none of the declared tests</source>
        <translation>参考补丁未通过任何声明的测试</translation>
    </message>
    <message>
        <source>its patch does not apply: %1</source>
        <translation>其补丁无法应用：%1</translation>
    </message>
    <message>
        <source>the run ended before the search could say anything</source>
        <translation>运行在搜索给出任何结果之前就已结束</translation>
    </message>
    <message>
        <source>the reference&apos;s run was cancelled</source>
        <translation>参考补丁的运行已被取消</translation>
    </message>
    <message>
        <source>the tests make no call into the changed functions</source>
        <translation>测试未调用任何被更改的函数</translation>
    </message>
    <message>
        <source>no call the search made runs line %1 of %2</source>
        <translation>搜索所做的调用均未执行%2的第%1行</translation>
    </message>
</context>
<context>
    <name>heddle::PythonEnvironment</name>
    <message>
        <source>SWE-bench&apos;s line for %1 %2</source>
        <translation>SWE-bench 为 %1 %2 给出的安装命令</translation>
    </message>
    <message>
        <source>the default install</source>
        <translation>默认安装</translation>
    </message>
    <message>
        <source>no Python environment was made</source>
        <translation>未创建 Python 环境</translation>
    </message>
    <message>
        <source>no Python environment was made: %1</source>
        <translation>未创建 Python 环境：%1</translation>
    </message>
    <message>
        <source>Python %1, %2</source>
        <translation>Python %1，%2</translation>
    </message>
    <message>
        <source>Python %1, %2 failed (%3); %4 put on the path instead</source>
        <translation>Python %1，%2 失败（%3）；改为将 %4 加入路径</translation>
    </message>
    <message>
        <source>Python %1, %2 failed: %3</source>
        <translation>Python %1，%2 失败：%3</translation>
    </message>
    <message>
        <source>Python %1, %2, restored from an earlier run</source>
        <translation>Python %1，%2，从先前的运行恢复</translation>
    </message>
</context>
<context>
    <name>heddle::QueryEditor</name>
    <message>
        <source>Query</source>
        <translation>问题描述</translation>
    </message>
    <message>
        <source>Save Query</source>
        <translation>保存问题描述</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Show the query rendered from Markdown (HTML in it is shown as text, links and images are not opened)</source>
        <translation>显示由Markdown渲染的问题描述（其中的HTML显示为文本，不会打开链接和图片）</translation>
    </message>
    <message>
        <source>Save the query into the dataset as one commit (Ctrl+S)</source>
        <translation>将问题描述作为一次提交保存到数据集中（Ctrl+S）</translation>
    </message>
    <message>
        <source>Drop the typing and show the query as saved</source>
        <translation>放弃输入的内容，显示已保存的问题描述</translation>
    </message>
    <message>
        <source>modified, not saved</source>
        <translation>已修改，未保存</translation>
    </message>
    <message>
        <source>Query preview</source>
        <translation>问题描述预览</translation>
    </message>
</context>
<context>
    <name>heddle::QueueFilterBar</name>
    <message>
        <source>open</source>
        <translation>未处理</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>needs re-run</source>
        <translation>需重新运行</translation>
    </message>
    <message>
        <source>Search tasks by id, repository, model or load error (Ctrl+K)</source>
        <translation>按ID、仓库、模型或加载错误搜索任务（Ctrl+K）</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Show every task again</source>
        <translation>重新显示所有任务</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>False positives (FP)</source>
        <translation>假阳性（FP）</translation>
    </message>
    <message>
        <source>False negatives (FN)</source>
        <translation>假阴性（FN）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>任意裁定</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>未处理</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>Needs re-run</source>
        <translation>需重新运行</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>Any task</source>
        <translation>任意任务</translation>
    </message>
    <message>
        <source>Has a load error</source>
        <translation>有加载错误</translation>
    </message>
    <message>
        <source>Loads fine</source>
        <translation>加载正常</translation>
    </message>
    <message>
        <source>Score of the newest analysis</source>
        <translation>最新分析的得分</translation>
    </message>
    <message>
        <source>Any score</source>
        <translation>任意得分</translation>
    </message>
    <message>
        <source>Below 100% (a mutant survives)</source>
        <translation>低于100%（有变异体存活）</translation>
    </message>
    <message>
        <source>Below %1%</source>
        <translation>低于%1%</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Not analysed</source>
        <translation>未分析</translation>
    </message>
    <message>
        <source>Stale (the task changed since)</source>
        <translation>已过时（此后任务有更改）</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>任意类别</translation>
    </message>
    <message>
        <source>Any repository</source>
        <translation>任意仓库</translation>
    </message>
    <message>
        <source>Any model</source>
        <translation>任意模型</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>load error</source>
        <translation>加载错误</translation>
    </message>
    <message>
        <source>loads fine</source>
        <translation>加载正常</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>below %1%</source>
        <translation>低于%1%</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>未分析</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>已过时</translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>变异</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>1 task</source>
        <translation>1个任务</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation>%1个任务</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2中的%1个</translation>
    </message>
    <message>
        <source>Search the queue</source>
        <translation>搜索队列</translation>
    </message>
    <message>
        <source>Newest validation</source>
        <translation>最新验证</translation>
    </message>
    <message>
        <source>Runs that tested nothing</source>
        <translation>未测试任何内容的运行</translation>
    </message>
    <message>
        <source>Runs that did not run (collection, usage)</source>
        <translation>未运行的运行（收集、用法）</translation>
    </message>
    <message>
        <source>Runs that lacked their environment</source>
        <translation>缺少环境的运行</translation>
    </message>
    <message>
        <source>tested nothing</source>
        <translation>未测试任何内容</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>lacked environment</source>
        <translation>缺少环境</translation>
    </message>
</context>
<context>
    <name>heddle::QueuePanel</name>
    <message>
        <source>Tasks: %1</source>
        <translation>任务：%1</translation>
    </message>
    <message>
        <source>shown: %1</source>
        <translation>已显示：%1</translation>
    </message>
    <message>
        <source>failed to load: %1</source>
        <translation>加载失败：%1</translation>
    </message>
    <message>
        <source>open FP flags: %1</source>
        <translation>未处理的FP标记：%1</translation>
    </message>
    <message>
        <source>open FN flags: %1</source>
        <translation>未处理的FN标记：%1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
</context>
<context>
    <name>heddle::ReferenceFiles</name>
    <message>
        <source>The base commit %1 is not in the repository %2</source>
        <translation>基准提交%1不在仓库%2中</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Cannot read the tree of %1</source>
        <translation>无法读取%1的树</translation>
    </message>
    <message>
        <source>Cannot read %1 at %2</source>
        <translation>无法读取%2处的%1</translation>
    </message>
    <message>
        <source>%1 is not a regular file at the base commit (a folder, a link or a submodule): it cannot be edited as text</source>
        <translation>%1在基准提交中不是普通文件（而是文件夹、链接或子模块）：无法作为文本编辑</translation>
    </message>
    <message>
        <source>The reference patch cannot be read: %1</source>
        <translation>无法读取参考补丁：%1</translation>
    </message>
    <message>
        <source>The reference patch does not apply at the base commit: %1</source>
        <translation>参考补丁无法应用到基准提交：%1</translation>
    </message>
    <message>
        <source>Reading the reference&apos;s files was cancelled</source>
        <translation>已取消读取参考补丁的文件</translation>
    </message>
    <message>
        <source>%1 lies outside the repository</source>
        <translation>%1位于仓库之外</translation>
    </message>
    <message>
        <source>%1 already exists in the repository</source>
        <translation>%1已存在于仓库中</translation>
    </message>
    <message>
        <source>%1 does not exist in the repository</source>
        <translation>%1在仓库中不存在</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a relative path inside the repository (no &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; or leading &apos;/&apos;).</source>
        <translation>“%1”不是仓库内的相对路径（不能包含&apos;..&apos;、&apos;.git&apos;、&apos;\&apos;，也不能以&apos;/&apos;开头）。</translation>
    </message>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1已在列表中。</translation>
    </message>
    <message>
        <source>%1 is a binary file: it cannot be edited as text.</source>
        <translation>%1是二进制文件：无法作为文本编辑。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a relative path inside the repository.</source>
        <translation>“%1”不是仓库内的相对路径。</translation>
    </message>
    <message>
        <source>%1 holds binary content: the reference patch is a text diff.</source>
        <translation>%1包含二进制内容：参考补丁是文本差异。</translation>
    </message>
    <message>
        <source>Cannot diff %1</source>
        <translation>无法生成%1的差异</translation>
    </message>
</context>
<context>
    <name>heddle::ReferenceFilesEditor</name>
    <message>
        <source>Delete File</source>
        <translation>删除文件</translation>
    </message>
    <message>
        <source>Revert File</source>
        <translation>还原文件</translation>
    </message>
    <message>
        <source>The reference deletes this file. Revert File puts it back as the patch left it.</source>
        <translation>参考补丁删除了此文件。“还原文件”会将其恢复为补丁留下的状态。</translation>
    </message>
    <message>
        <source>Add File…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Edit another file of the repository, or create a new one</source>
        <translation>编辑仓库中的另一个文件，或新建文件</translation>
    </message>
    <message>
        <source>The reference deletes this file</source>
        <translation>参考补丁删除了此文件</translation>
    </message>
    <message>
        <source>Undo every edit of this file</source>
        <translation>撤销对此文件的所有编辑</translation>
    </message>
    <message>
        <source>deleted by the reference</source>
        <translation>被参考补丁删除</translation>
    </message>
    <message>
        <source>added by the reference</source>
        <translation>由参考补丁添加</translation>
    </message>
    <message>
        <source>changed by the reference</source>
        <translation>被参考补丁修改</translation>
    </message>
    <message>
        <source>as at the base commit</source>
        <translation>与基准提交中相同</translation>
    </message>
    <message>
        <source>%1: %2, edited</source>
        <translation>%1：%2，已编辑</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>heddle::ReferencePatchDialog</name>
    <message>
        <source>%1: 1 file</source>
        <translation>%1：1个文件</translation>
    </message>
    <message>
        <source>%1: %2 files</source>
        <translation>%1：%2个文件</translation>
    </message>
    <message>
        <source>Edit Reference Patch — %1</source>
        <translation>编辑参考补丁 — %1</translation>
    </message>
    <message>
        <source>Reading the files at the base commit…</source>
        <translation>正在读取基准提交中的文件…</translation>
    </message>
    <message>
        <source>The files as the reference patch leaves them at the base commit %1. Saving writes the reference patch again as their diff against it.</source>
        <translation>参考补丁应用到基准提交%1后的文件。保存时会将它们相对于该提交的差异重新写为参考补丁。</translation>
    </message>
    <message>
        <source>Patched Files</source>
        <translation>已打补丁的文件</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Add File</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>Path of the file, relative to the repository root (a file of the repository opens as it is at the base commit; another path makes a new file):</source>
        <translation>文件路径，相对于仓库根目录（仓库中的文件按其在基准提交中的状态打开；其他路径将新建文件）：</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取%1…</translation>
    </message>
    <message>
        <source>Reading the reference&apos;s files at the base commit…</source>
        <translation>正在读取基准提交中参考补丁涉及的文件…</translation>
    </message>
    <message>
        <source>The patched files cannot be edited: %1 The diff can still be edited.</source>
        <translation>无法编辑已打补丁的文件：%1仍可编辑差异。</translation>
    </message>
    <message>
        <source>Save or cancel the edits of the diff first</source>
        <translation>请先保存或取消对差异的编辑</translation>
    </message>
    <message>
        <source>Save or cancel the edits of the files first</source>
        <translation>请先保存或取消对文件的编辑</translation>
    </message>
    <message>
        <source>Writing the reference patch…</source>
        <translation>正在写入参考补丁…</translation>
    </message>
    <message>
        <source>The edited files are as they are at the base commit: the reference patch would change nothing.</source>
        <translation>编辑后的文件与基准提交中的相同：参考补丁将不做任何更改。</translation>
    </message>
    <message>
        <source>Reference patch edited</source>
        <translation>已编辑参考补丁</translation>
    </message>
    <message>
        <source>Applying the diff at the base commit…</source>
        <translation>正在将差异应用到基准提交…</translation>
    </message>
    <message>
        <source>The diff was not saved. %1</source>
        <translation>差异未保存。%1</translation>
    </message>
    <message>
        <source>The diff was not saved: it changes no file.</source>
        <translation>差异未保存：它未更改任何文件。</translation>
    </message>
    <message>
        <source>Reference patch diff edited</source>
        <translation>已编辑参考补丁的差异</translation>
    </message>
    <message>
        <source>Reference patch not saved</source>
        <translation>参考补丁未保存</translation>
    </message>
    <message>
        <source>Discard Edits</source>
        <translation>放弃编辑</translation>
    </message>
    <message>
        <source>The reference patch has unsaved edits. Discard them?</source>
        <translation>参考补丁有未保存的编辑。要放弃它们吗？</translation>
    </message>
</context>
<context>
    <name>heddle::Relaxations</name>
    <message>
        <source>compares the items with their counts (assertCountEqual) instead of in order</source>
        <translation>按元素及其出现次数比较（assertCountEqual），而不是按顺序比较</translation>
    </message>
    <message>
        <source>compares the items as a sorted list instead of in order</source>
        <translation>将元素作为排序后的列表比较，而不是按顺序比较</translation>
    </message>
    <message>
        <source>compares the items with their counts (collections.Counter) instead of in order</source>
        <translation>按元素及其出现次数比较（collections.Counter），而不是按顺序比较</translation>
    </message>
    <message>
        <source>compares the items as a set instead of in order</source>
        <translation>将元素作为集合比较，而不是按顺序比较</translation>
    </message>
    <message>
        <source>compares with assertAlmostEqual(%1), the tolerance the task&apos;s statement states, instead of exactly</source>
        <translation>使用assertAlmostEqual(%1)比较（即问题描述中给出的容差），而不是精确比较</translation>
    </message>
    <message>
        <source>compares with assertAlmostEqual instead of exactly</source>
        <translation>使用assertAlmostEqual比较，而不是精确比较</translation>
    </message>
    <message>
        <source>compares with pytest.approx(%1), the tolerance the task&apos;s statement states, instead of exactly</source>
        <translation>使用pytest.approx(%1)比较（即问题描述中给出的容差），而不是精确比较</translation>
    </message>
    <message>
        <source>compares with pytest.approx instead of exactly</source>
        <translation>使用pytest.approx比较，而不是精确比较</translation>
    </message>
    <message>
        <source>checks isinstance instead of the exact type</source>
        <translation>使用isinstance检查，而不是检查确切类型</translation>
    </message>
    <message>
        <source>compares with assertEqual instead of identity</source>
        <translation>使用assertEqual比较，而不是检查对象同一性</translation>
    </message>
    <message>
        <source>compares with == instead of identity</source>
        <translation>使用==比较，而不是检查对象同一性</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>compares the %1 written in any number of calls instead of how it was split into calls</source>
        <translation>比较通过任意次数调用写入的%1，而不是比较其如何拆分到各次调用中</translation>
    </message>
    <message>
        <source>checks that the %1 written in any number of calls holds the expected %1 instead of how it was split into calls</source>
        <translation>检查通过任意次数调用写入的%1是否包含预期的%1，而不是检查其如何拆分到各次调用中</translation>
    </message>
    <message>
        <source>checks only that the mock was %1 once</source>
        <translation>仅检查模拟对象被%1了一次</translation>
    </message>
    <message>
        <source>checks that the mock was %1 once, with each argument passed positionally or by keyword</source>
        <translation>检查模拟对象被%1了一次，且每个参数可按位置或按关键字传递</translation>
    </message>
    <message>
        <source>checks only that the mock was %1</source>
        <translation>仅检查模拟对象被%1过</translation>
    </message>
    <message>
        <source>checks that the mock was %1, with each argument passed positionally or by keyword</source>
        <translation>检查模拟对象被%1过，且每个参数可按位置或按关键字传递</translation>
    </message>
    <message>
        <source>allows up to %1 %3, the bound the task&apos;s statement states, instead of %2 %3</source>
        <translation>允许最多%1 %3（即问题描述中给出的上限），而不是%2 %3</translation>
    </message>
    <message>
        <source>matches only the words &quot;%1&quot;, which the task&apos;s statement uses, instead of the whole message</source>
        <translation>仅匹配问题描述中使用的词语“%1”，而不是整条消息</translation>
    </message>
    <message>
        <source>matches only the words &quot;%1&quot;, which the task&apos;s statement uses, in any letter case, instead of the whole message</source>
        <translation>仅匹配问题描述中使用的词语“%1”（不区分大小写），而不是整条消息</translation>
    </message>
    <message>
        <source>keeps the expected exception and no longer matches its message</source>
        <translation>保留预期的异常，但不再匹配其消息</translation>
    </message>
    <message>
        <source>keeps the expected exception (%1) and no longer matches its message</source>
        <translation>保留预期的异常（%1），但不再匹配其消息</translation>
    </message>
    <message>
        <source>checks that the message contains &quot;%1&quot;, which the task&apos;s statement uses, instead of its exact text</source>
        <translation>检查消息是否包含问题描述中使用的“%1”，而不是检查其确切文本</translation>
    </message>
    <message>
        <source>checks that the message contains &quot;%1&quot; in any letter case instead of its exact text</source>
        <translation>检查消息是否包含“%1”（不区分大小写），而不是检查其确切文本</translation>
    </message>
    <message>
        <source>reads the public name %1, which the task&apos;s statement uses, instead of the private one</source>
        <translation>读取问题描述中使用的公开名称%1，而不是私有名称</translation>
    </message>
    <message>
        <source>reads %1, which the task&apos;s statement names, instead of the private %2</source>
        <translation>读取问题描述中提到的%1，而不是私有的%2</translation>
    </message>
    <message>
        <source>compares the field %1 instead of the printed text</source>
        <translation>比较字段%1，而不是打印出的文本</translation>
    </message>
    <message>
        <source>compares the fields %1 instead of the printed text</source>
        <translation>比较字段%1，而不是打印出的文本</translation>
    </message>
    <message>
        <source>drops the %1 check, which the task&apos;s statement does not ask for</source>
        <translation>删除问题描述未要求的%1检查</translation>
    </message>
</context>
<context>
    <name>heddle::Repair</name>
    <message>
        <source>the failing check&apos;s line in %1 is not known</source>
        <translation>%1中失败检查所在的行未知</translation>
    </message>
    <message>
        <source>no rewrite keeps what %1:%2 asks and drops the detail</source>
        <translation>没有任何改写能在保留%1:%2所要求内容的同时去掉该细节</translation>
    </message>
    <message>
        <source>the newest validation no longer shows the failing check</source>
        <translation>最新的验证不再显示该失败的检查</translation>
    </message>
    <message>
        <source>its mutants are not in the newest mutation analysis</source>
        <translation>其变异体不在最新的变异分析中</translation>
    </message>
    <message>
        <source>the input search gave nothing: %1</source>
        <translation>输入搜索没有得出任何结果：%1</translation>
    </message>
    <message>
        <source>no call the search tried tells %1 from the reference with arguments a test can write down</source>
        <translation>搜索尝试过的调用中，没有一个能以测试可写出的参数将%1与参考补丁区分开</translation>
    </message>
    <message numerus="yes">
        <source>adds %n test(s) that the surviving mutants fail: %1</source>
        <translation>
            <numerusform>添加%n个存活变异体无法通过的测试：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest mutation analysis did not compare %1</source>
        <translation>最新的变异分析未比较%1</translation>
    </message>
    <message>
        <source>adds %1, which asserts what the reference gives for %2</source>
        <translation>添加%1，断言参考补丁对%2给出的结果</translation>
    </message>
    <message>
        <source>no call that tells %1 from the reference has arguments and a result a test can write down</source>
        <translation>能将%1与参考补丁区分开的调用中，没有一个的参数和结果是测试可以写出的</translation>
    </message>
    <message>
        <source>the task has no mutation analysis</source>
        <translation>该任务没有变异分析</translation>
    </message>
    <message>
        <source>the task has no validation record</source>
        <translation>该任务没有验证记录</translation>
    </message>
    <message>
        <source>%1, for %2</source>
        <translation>%1，用于 %2</translation>
    </message>
</context>
<context>
    <name>heddle::RepairApply</name>
    <message>
        <source>Relaxed a check in %1 for flag %2</source>
        <translation>为标记%2放宽了%1中的一项检查</translation>
    </message>
    <message numerus="yes">
        <source>Added %n test(s) to %1 for flag %2</source>
        <translation>
            <numerusform>为标记%2向%1添加了%n个测试</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired by a verified suggestion (%1 in %2): %3</source>
        <translation>已通过经证实的建议修复（%2中的%1）：%3</translation>
    </message>
    <message>
        <source>%1 changed since the suggestion for flag %2 was made</source>
        <translation>自为标记%2提出建议以来，%1已发生更改</translation>
    </message>
</context>
<context>
    <name>heddle::RepairController</name>
    <message>
        <source>The repairs of another flag are being proved.</source>
        <translation>正在证明另一个标记的修复。</translation>
    </message>
    <message>
        <source>Proving the repairs of flag %1…</source>
        <translation>正在证明标记%1的修复…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>nothing to suggest</source>
        <translation>没有可建议的内容</translation>
    </message>
    <message>
        <source>%1 changed since the repair of flag %2 was proved: suggest it again.</source>
        <translation>自标记%2的修复得到证明以来，%1已发生更改：请重新建议修复。</translation>
    </message>
    <message>
        <source>The repair of flag %1 was not taken: %2</source>
        <translation>标记%1的修复未被采用：%2</translation>
    </message>
    <message>
        <source>Repair of flag %1 taken; the task is validated again.</source>
        <translation>已采用标记%1的修复；正在重新验证该任务。</translation>
    </message>
    <message>
        <source>Repair of flag %1 taken; the task is validated and its mutants analysed again.</source>
        <translation>已采用标记%1的修复；正在重新验证该任务并重新分析其变异体。</translation>
    </message>
    <message>
        <source>The re-run still raises flag %1: the repair did not resolve it.</source>
        <translation>重新运行仍然报告标记%1：修复没有解决它。</translation>
    </message>
    <message>
        <source>The re-run confirms the repair of flag %1.</source>
        <translation>重新运行确认了标记%1的修复。</translation>
    </message>
</context>
<context>
    <name>heddle::RepairDialog</name>
    <message>
        <source>Suggested Repair</source>
        <translation>建议的修复</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Take this suggestion: one edit of the test file and lists, undoable, committed; the flag is confirmed as repaired and the task validated again (Ctrl+Return)</source>
        <translation>采用此建议：对测试文件和测试列表进行一次可撤销的编辑并提交；该标记将被确认为已修复，任务将重新验证（Ctrl+Return）</translation>
    </message>
    <message>
        <source>&amp;Next Suggestion</source>
        <translation>下一个建议(&amp;N)</translation>
    </message>
    <message>
        <source>Show the next verified suggestion for this flag (Ctrl+N)</source>
        <translation>显示此标记的下一个经证实的建议（Ctrl+N）</translation>
    </message>
    <message>
        <source>No verified repair for flag %1: %2</source>
        <translation>标记%1没有经证实的修复：%2</translation>
    </message>
    <message>
        <source>Relax a check</source>
        <translation>放宽一项检查</translation>
    </message>
    <message>
        <source>Add a test</source>
        <translation>添加一个测试</translation>
    </message>
    <message>
        <source>Flag %1 — suggestion %2 of %3: %4 in %5: %6</source>
        <translation>标记%1 — 第%2个建议，共%3个：在%5中%4：%6</translation>
    </message>
    <message>
        <source>Proved in scratch workspaces:</source>
        <translation>已在临时工作区中证明：</translation>
    </message>
</context>
<context>
    <name>heddle::RepairProof</name>
    <message>
        <source>the reference passes every listed test</source>
        <translation>参考补丁通过所有列出的测试</translation>
    </message>
    <message>
        <source>the reference does not pass %1</source>
        <translation>参考补丁未通过%1</translation>
    </message>
    <message>
        <source>the empty patch still fails every FAIL_TO_PASS test</source>
        <translation>空补丁仍未通过任何FAIL_TO_PASS测试</translation>
    </message>
    <message>
        <source>the empty patch did not run</source>
        <translation>空补丁未运行</translation>
    </message>
    <message>
        <source>the empty patch passes %1</source>
        <translation>空补丁通过了%1</translation>
    </message>
    <message>
        <source>%1 now passes every listed test</source>
        <translation>%1现在通过所有列出的测试</translation>
    </message>
    <message>
        <source>%1 still fails %2</source>
        <translation>%1仍未通过%2</translation>
    </message>
    <message>
        <source>no attempt that failed before for another reason passes now</source>
        <translation>之前因其他原因失败的尝试现在都没有通过</translation>
    </message>
    <message>
        <source>%1 passes now</source>
        <translation>%1现在通过了</translation>
    </message>
    <message>
        <source>each surviving mutant of the flag fails the new tests</source>
        <translation>该标记的每个存活变异体都未通过新测试</translation>
    </message>
    <message>
        <source>mutants %1 still pass</source>
        <translation>变异体%1仍然通过</translation>
    </message>
    <message>
        <source>%1 fails the new test</source>
        <translation>%1未通过新测试</translation>
    </message>
    <message>
        <source>%1 passes it</source>
        <translation>%1通过了该测试</translation>
    </message>
    <message>
        <source>every attempt that passed every test before and behaves as the reference passes the new tests</source>
        <translation>之前通过所有测试且行为与参考补丁一致的每个尝试都通过了新测试</translation>
    </message>
    <message>
        <source>%1 fails them</source>
        <translation>%1未通过这些测试</translation>
    </message>
    <message>
        <source>not proved: cancelled</source>
        <translation>未证明：已取消</translation>
    </message>
    <message>
        <source>not proved: the time budget ran out</source>
        <translation>未证明：时间预算已耗尽</translation>
    </message>
</context>
<context>
    <name>heddle::ReportController</name>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Open a task to export its report.</source>
        <translation>请打开一个任务以导出其报告。</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Blind review hides the attempts&apos; models and the flags, and a report shows them. Record your verdict on the task, or turn blind review off, then export.</source>
        <translation>盲审会隐藏各尝试的模型和标记，而报告会显示它们。请记录您对该任务的裁定，或关闭盲审，然后再导出。</translation>
    </message>
    <message>
        <source>Export the Report of %1 To</source>
        <translation>将%1的报告导出到</translation>
    </message>
    <message numerus="yes">
        <source>Export the Report of %n Task(s) To</source>
        <translation>
            <numerusform>将%n个任务的报告导出到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing the report of %n task(s)…</source>
        <translation>
            <numerusform>正在写入%n个任务的报告…</numerusform>
        </translation>
    </message>
    <message>
        <source>Report not written</source>
        <translation>报告未写入</translation>
    </message>
    <message>
        <source>The report is written to %1.</source>
        <translation>报告已写入%1。</translation>
    </message>
    <message>
        <source>Open %1 in a web browser to read it.</source>
        <translation>请在网页浏览器中打开%1以阅读报告。</translation>
    </message>
    <message>
        <source>Left out %1: %2</source>
        <translation>已排除%1：%2</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>报告已写入</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入%1</translation>
    </message>
</context>
<context>
    <name>heddle::ReportSections</name>
    <message>
        <source>%1 %2</source>
        <translation>%1个%2</translation>
    </message>
    <message>
        <source>no test results</source>
        <translation>无测试结果</translation>
    </message>
    <message>
        <source>reference patch</source>
        <translation>参考补丁</translation>
    </message>
    <message>
        <source>empty patch</source>
        <translation>空补丁</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed to start</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>over a limit</source>
        <translation>超出限制</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>tests that break it: %1</source>
        <translation>导致其不成立的测试：%1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>修复中</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未处理</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>needs a rerun</source>
        <translation>需要重新运行</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>预期失败</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>尝试×测试</translation>
    </message>
    <message>
        <source>From validation run %1.</source>
        <translation>来自验证运行%1。</translation>
    </message>
    <message>
        <source>The run is stale: the task changed since.</source>
        <translation>该运行已过时：此后任务已更改。</translation>
    </message>
    <message>
        <source>No validation run: the attempts&apos; stored results.</source>
        <translation>无验证运行：显示各尝试已存储的结果。</translation>
    </message>
    <message>
        <source>The task declares no tests.</source>
        <translation>该任务未声明任何测试。</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>%1, expected %2</source>
        <translation>%1，预期为%2</translation>
    </message>
    <message>
        <source>not what a correct patch should get</source>
        <translation>与正确补丁应得的结果不符</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Validation runs</source>
        <translation>验证运行</translation>
    </message>
    <message>
        <source>The task has not been validated.</source>
        <translation>该任务尚未验证。</translation>
    </message>
    <message>
        <source>A run record cannot be read: %1</source>
        <translation>无法读取某条运行记录：%1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行%1</translation>
    </message>
    <message>
        <source>Started %1, finished %2, on %3 (%4).</source>
        <translation>开始于%1，结束于%2，运行于%3（%4）。</translation>
    </message>
    <message>
        <source>Reference control</source>
        <translation>参考补丁对照</translation>
    </message>
    <message>
        <source>Empty-patch control</source>
        <translation>空补丁对照</translation>
    </message>
    <message>
        <source>Stale:</source>
        <translation>已过时：</translation>
    </message>
    <message>
        <source>Flaky on %1: %2</source>
        <translation>在%1上不稳定：%2</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>重复序号</translation>
    </message>
    <message>
        <source>Patch sha256</source>
        <translation>补丁sha256</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>耗时（秒）</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>the patch did not apply: %1</source>
        <translation>补丁未能应用：%1</translation>
    </message>
    <message>
        <source>not trusted: %1</source>
        <translation>不可信：%1</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>审校</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>assigned to %1</source>
        <translation>已分配给%1</translation>
    </message>
    <message>
        <source>No decision recorded yet.</source>
        <translation>尚未记录任何决定。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>assigned (%1)</source>
        <translation>已分配（%1）</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>approval gates overridden: %1</source>
        <translation>已覆盖的批准门禁：%1</translation>
    </message>
    <message>
        <source>Verdicts on the flags</source>
        <translation>对标记的裁定</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>环境</translation>
    </message>
</context>
<context>
    <name>heddle::ReportWriter</name>
    <message>
        <source>The report was cancelled.</source>
        <translation>报告已取消。</translation>
    </message>
    <message>
        <source>The dataset %1 has no task &quot;%2&quot;.</source>
        <translation>数据集%1中没有任务“%2”。</translation>
    </message>
    <message>
        <source>No task to report on.</source>
        <translation>没有可生成报告的任务。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>无法创建文件夹%1。</translation>
    </message>
</context>
<context>
    <name>heddle::RepositoryController</name>
    <message>
        <source>&amp;Keep History in Git</source>
        <translation>在Git中保留历史(&amp;K)</translation>
    </message>
    <message>
        <source>S&amp;ync with Remote…</source>
        <translation>与远程同步(&amp;Y)…</translation>
    </message>
    <message>
        <source>&amp;Export Benchmark…</source>
        <translation>导出基准测试(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the approved tasks as a benchmark folder: SWE-bench instances and a manifest</source>
        <translation>将已批准的任务写为基准测试文件夹：SWE-bench实例和一份清单</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Keep the dataset&apos;s history in git?</source>
        <translation>要在git中保留数据集的历史吗？</translation>
    </message>
    <message>
        <source>%1 becomes a git repository: everything in it is committed once, and from then on every save (a test edit, a verdict, a status change, a validation run) is a commit with you as its author.</source>
        <translation>%1将成为git仓库：其中的所有内容会先提交一次，此后每次保存（测试编辑、裁定、状态更改、验证运行）都会成为一次以您为作者的提交。</translation>
    </message>
    <message>
        <source>Committing everything in %1…</source>
        <translation>正在提交%1中的所有内容…</translation>
    </message>
    <message>
        <source>The dataset is now a git repository.</source>
        <translation>该数据集现在是git仓库。</translation>
    </message>
    <message>
        <source>Sync with Remote</source>
        <translation>与远程同步</translation>
    </message>
    <message>
        <source>Only a dataset kept in git can be synced: File &gt; Keep History in Git first.</source>
        <translation>只有保存在git中的数据集才能同步：请先执行“文件 &gt; 在Git中保留历史”。</translation>
    </message>
    <message>
        <source>The shared repository (a folder or a URL); empty: the remote already set up:</source>
        <translation>共享仓库（文件夹或URL）；留空则使用已设置的远程：</translation>
    </message>
    <message>
        <source>Syncing with %1…</source>
        <translation>正在与%1同步…</translation>
    </message>
    <message>
        <source>the remote</source>
        <translation>远程</translation>
    </message>
    <message>
        <source>Sync stopped: the conflicts are not resolved, nothing was changed.</source>
        <translation>同步已停止：冲突未解决，未做任何更改。</translation>
    </message>
    <message>
        <source>Merging and pushing…</source>
        <translation>正在合并并推送…</translation>
    </message>
    <message>
        <source>Not synced</source>
        <translation>未同步</translation>
    </message>
    <message>
        <source>Already up to date with %1.</source>
        <translation>已与%1保持一致，无需更新。</translation>
    </message>
    <message>
        <source>Took the changes from %1.</source>
        <translation>已获取%1的更改。</translation>
    </message>
    <message>
        <source>Merged with %1.</source>
        <translation>已与%1合并。</translation>
    </message>
    <message>
        <source>Not pushed: %1</source>
        <translation>未推送：%1</translation>
    </message>
    <message>
        <source>Pushed.</source>
        <translation>已推送。</translation>
    </message>
    <message>
        <source>Reverting %1…</source>
        <translation>正在还原%1…</translation>
    </message>
    <message>
        <source>Not reverted</source>
        <translation>未还原</translation>
    </message>
    <message>
        <source>Reverted %1.</source>
        <translation>已还原%1。</translation>
    </message>
    <message>
        <source>Export the approved tasks into an empty folder</source>
        <translation>将已批准的任务导出到空文件夹</translation>
    </message>
    <message>
        <source>Exporting the approved tasks…</source>
        <translation>正在导出已批准的任务…</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>未导出</translation>
    </message>
    <message>
        <source>%1 approved tasks written to %2.</source>
        <translation>已将%1个已批准的任务写入%2。</translation>
    </message>
    <message>
        <source>Left out %1: %2</source>
        <translation>已排除%1：%2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Statistics — %1</source>
        <translation>统计 — %1</translation>
    </message>
</context>
<context>
    <name>heddle::RepositoryLocator</name>
    <message>
        <source>%1: no such folder</source>
        <translation>%1：没有此文件夹</translation>
    </message>
    <message>
        <source>%1: not a git repository</source>
        <translation>%1：不是git仓库</translation>
    </message>
    <message>
        <source>%1: cannot clone (%2)</source>
        <translation>%1：无法克隆（%2）</translation>
    </message>
    <message>
        <source>%1: not cloned yet</source>
        <translation>%1：尚未克隆</translation>
    </message>
    <message>
        <source>the dataset&apos;s mapping</source>
        <translation>数据集的映射</translation>
    </message>
    <message>
        <source>the task&apos;s path</source>
        <translation>任务的路径</translation>
    </message>
    <message>
        <source>the task&apos;s URL</source>
        <translation>任务的URL</translation>
    </message>
    <message>
        <source>The task names no repository</source>
        <translation>该任务未指定仓库</translation>
    </message>
    <message>
        <source>The repository %1 cannot be reached; tried %2</source>
        <translation>无法访问仓库%1；已尝试%2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
</context>
<context>
    <name>heddle::Result</name>
    <message>
        <source>No result</source>
        <translation>无结果</translation>
    </message>
</context>
<context>
    <name>heddle::ResultIntegrity</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>等另外%n个</numerusform>
        </translation>
    </message>
    <message>
        <source>the command exited with 0 although %1 failed</source>
        <translation>命令以0退出，但%1失败</translation>
    </message>
    <message>
        <source>the command exited with %1 although every test passed</source>
        <translation>命令以%1退出，但所有测试均已通过</translation>
    </message>
    <message>
        <source>JUnit report</source>
        <translation>JUnit报告</translation>
    </message>
    <message>
        <source>log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>the JUnit report and the log disagree on %1</source>
        <translation>JUnit报告与日志在%1上不一致</translation>
    </message>
    <message>
        <source>%1 (%2 in the %3, %4 in the %5)</source>
        <translation>%1（%3中为%2，%5中为%4）</translation>
    </message>
</context>
<context>
    <name>heddle::ReviewAgentController</name>
    <message>
        <source>Run Agent on &amp;Task</source>
        <translation>对任务运行智能体(&amp;T)</translation>
    </message>
    <message>
        <source>Run Agent on &amp;Selected Tasks</source>
        <translation>对所选任务运行智能体(&amp;S)</translation>
    </message>
    <message>
        <source>Run Agent on &amp;Queue</source>
        <translation>对队列运行智能体(&amp;Q)</translation>
    </message>
    <message>
        <source>Open a dataset to run a review agent on its tasks.</source>
        <translation>请打开一个数据集以对其任务运行审查智能体。</translation>
    </message>
    <message>
        <source>No review agent is configured: name one in the dataset&apos;s heddle-dataset.json (review_agents) or in Preferences.</source>
        <translation>未配置审查智能体：请在数据集的heddle-dataset.json（review_agents）或首选项中指定一个。</translation>
    </message>
    <message>
        <source>Choose the agent to run.</source>
        <translation>选择要运行的智能体。</translation>
    </message>
    <message>
        <source>Runs %1: %2</source>
        <translation>运行%1：%2</translation>
    </message>
    <message>
        <source>No review agent is configured.</source>
        <translation>未配置审查智能体。</translation>
    </message>
    <message>
        <source>Run Review Agent</source>
        <translation>运行审查智能体</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>智能体：</translation>
    </message>
    <message>
        <source>No review agent %1.</source>
        <translation>没有审查智能体%1。</translation>
    </message>
    <message>
        <source>No task to run the agent on.</source>
        <translation>没有可运行智能体的任务。</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 on %n task(s)…</source>
        <translation>
            <numerusform>正在对%n个任务运行%1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review agent not run</source>
        <translation>审查智能体未运行</translation>
    </message>
    <message>
        <source>Review agent %1: %2</source>
        <translation>审查智能体%1：%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n run(s) not made.</source>
        <translation>
            <numerusform>已取消：%n次运行未执行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed runs:</source>
        <translation>失败的运行：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details…)</source>
        <translation>
            <numerusform>…以及另外%n项（显示详细信息…）</numerusform>
        </translation>
    </message>
    <message>
        <source>Some findings or tasks were skipped (Show Details…).</source>
        <translation>部分发现或任务已跳过（显示详细信息…）。</translation>
    </message>
    <message>
        <source>Review agent run</source>
        <translation>审查智能体运行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set Up Review &amp;Agents…</source>
        <translation>设置审查智能体(&amp;A)…</translation>
    </message>
    <message>
        <source>No Review Agent Configured: Set &amp;Up…</source>
        <translation>未配置审查智能体：设置(&amp;U)…</translation>
    </message>
    <message>
        <source>Model server: %1.</source>
        <translation>模型服务器：%1。</translation>
    </message>
</context>
<context>
    <name>heddle::ReviewAgentsTable</name>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%2/%3）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>FP precision</source>
        <translation>FP精确率</translation>
    </message>
    <message>
        <source>FP recall</source>
        <translation>FP召回率</translation>
    </message>
    <message>
        <source>FN precision</source>
        <translation>FN精确率</translation>
    </message>
    <message>
        <source>FN recall</source>
        <translation>FN召回率</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>已撤回</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未裁定</translation>
    </message>
    <message>
        <source>Spec category: %1</source>
        <translation>规格类别：%1</translation>
    </message>
    <message>
        <source>(no spec)</source>
        <translation>（无规格）</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>(no attempt)</source>
        <translation>（无尝试）</translation>
    </message>
</context>
<context>
    <name>heddle::RunFault</name>
    <message>
        <source>a module the tests import is not installed</source>
        <translation>测试导入的模块未安装</translation>
    </message>
    <message>
        <source>a command the tests run is not installed</source>
        <translation>测试运行的命令未安装</translation>
    </message>
    <message>
        <source>the network cannot be reached from the run</source>
        <translation>运行中无法访问网络</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the test command cannot be run (exit %1)</source>
        <translation>无法运行测试命令（退出码 %1）</translation>
    </message>
    <message>
        <source>no test ran (exit %1): %2</source>
        <translation>没有测试运行（退出码 %1）：%2</translation>
    </message>
    <message>
        <source>no test ran (exit %1) and the run printed nothing</source>
        <translation>没有测试运行（退出码 %1），且运行没有任何输出</translation>
    </message>
    <message>
        <source>a dependency the runner needs is not in the workspace or on the machine</source>
        <translation>运行器所需的依赖不在工作区或本机上</translation>
    </message>
    <message>
        <source>the repository cannot run on this Python: %1</source>
        <translation>该仓库无法在此 Python 上运行：%1</translation>
    </message>
</context>
<context>
    <name>heddle::RunRecordIo</name>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the patch does not apply</source>
        <translation>%1：补丁无法应用</translation>
    </message>
    <message>
        <source>a run record is a JSON object</source>
        <translation>运行记录应为JSON对象</translation>
    </message>
    <message>
        <source>the run record has no id</source>
        <translation>运行记录没有id</translation>
    </message>
    <message>
        <source>the run record has no list of runs</source>
        <translation>运行记录没有运行列表</translation>
    </message>
    <message>
        <source>a run is a JSON object</source>
        <translation>运行应为JSON对象</translation>
    </message>
    <message>
        <source>unknown run outcome</source>
        <translation>未知的运行结果</translation>
    </message>
    <message>
        <source>unknown test status</source>
        <translation>未知的测试状态</translation>
    </message>
    <message>
        <source>the run record is malformed: %1</source>
        <translation>运行记录格式错误：%1</translation>
    </message>
    <message>
        <source>the run id cannot be used as a file name</source>
        <translation>该运行id不能用作文件名</translation>
    </message>
    <message>
        <source>a run record with this id already exists</source>
        <translation>已存在具有此id的运行记录</translation>
    </message>
    <message>
        <source>the target cannot be used as a file name</source>
        <translation>该目标不能用作文件名</translation>
    </message>
    <message>
        <source>cannot read the run record</source>
        <translation>无法读取运行记录</translation>
    </message>
    <message>
        <source>test file %1 was added since</source>
        <translation>此后新增了测试文件%1</translation>
    </message>
    <message>
        <source>test file %1 was edited since</source>
        <translation>此后编辑了测试文件%1</translation>
    </message>
    <message>
        <source>test file %1 was removed since</source>
        <translation>此后删除了测试文件%1</translation>
    </message>
    <message>
        <source>the reference patch was changed since</source>
        <translation>此后参考补丁已更改</translation>
    </message>
    <message>
        <source>the run without a patch applied something</source>
        <translation>不带补丁的运行应用了某些更改</translation>
    </message>
    <message>
        <source>attempt %1 is no longer part of the task</source>
        <translation>尝试%1已不再属于该任务</translation>
    </message>
    <message>
        <source>the patch of attempt %1 was changed since</source>
        <translation>此后尝试%1的补丁已更改</translation>
    </message>
    <message>
        <source>the base commit was changed since</source>
        <translation>此后基准提交已更改</translation>
    </message>
    <message>
        <source>the test command was changed since</source>
        <translation>此后测试命令已更改</translation>
    </message>
    <message>
        <source>the log format was changed since</source>
        <translation>此后日志格式已更改</translation>
    </message>
    <message>
        <source>the container image was changed since</source>
        <translation>此后容器镜像已更改</translation>
    </message>
</context>
<context>
    <name>heddle::Runner</name>
    <message>
        <source>The run was cancelled before it started</source>
        <translation>运行在开始前已被取消</translation>
    </message>
    <message>
        <source>The folder to run in does not exist: %1</source>
        <translation>用于运行的文件夹不存在：%1</translation>
    </message>
    <message>
        <source>A folder the test command needs does not exist: %1</source>
        <translation>测试命令所需的文件夹不存在：%1</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: install it, or allow unsandboxed runs in the settings</source>
        <translation>未安装bubblewrap（bwrap）：请安装它，或在设置中允许无沙箱运行</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: this run was not sandboxed</source>
        <translation>未安装bubblewrap（bwrap）：此次运行未在沙箱中进行</translation>
    </message>
    <message>
        <source>No container runtime was found: neither podman nor docker is on PATH</source>
        <translation>未找到容器运行时：PATH中既没有podman也没有docker</translation>
    </message>
    <message>
        <source>The container runtime &quot;%1&quot; was not found (not on PATH, not an executable file)</source>
        <translation>未找到容器运行时“%1”（不在PATH中，也不是可执行文件）</translation>
    </message>
    <message>
        <source>The task names no container image, and none can be named for it (its id is not a SWE-bench instance id): set the task&apos;s image, or validation.container.image in heddle-dataset.json</source>
        <translation>该任务未指定容器镜像，也无法为其推断镜像（其id不是SWE-bench实例id）：请设置任务的镜像，或在heddle-dataset.json中设置validation.container.image</translation>
    </message>
    <message>
        <source>The container command cannot be built: %1</source>
        <translation>无法构建容器命令：%1</translation>
    </message>
    <message>
        <source>Ran in a container by %1 (image %2)</source>
        <translation>由%1在容器中运行（镜像%2）</translation>
    </message>
    <message>
        <source>The test command could not be started: %1</source>
        <translation>无法启动测试命令：%1</translation>
    </message>
    <message>
        <source>The run was cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <source>The image %1 is not on this machine: pull it (%2 pull %1) or build it, then validate again</source>
        <translation>本机上没有镜像%1：请拉取（%2 pull %1）或构建该镜像，然后重新验证</translation>
    </message>
    <message>
        <source>The container could not be started: %1</source>
        <translation>无法启动容器：%1</translation>
    </message>
    <message>
        <source>The sandbox could not be set up: %1</source>
        <translation>无法设置沙箱：%1</translation>
    </message>
    <message>
        <source>The test process crashed (%1)</source>
        <translation>测试进程崩溃（%1）</translation>
    </message>
</context>
<context>
    <name>heddle::RunsPage</name>
    <message>
        <source>%1 · run %2 · %3</source>
        <translation>%1 · 运行%2 · %3</translation>
    </message>
    <message>
        <source>(no output was kept for this run)</source>
        <translation>（此次运行未保留输出）</translation>
    </message>
</context>
<context>
    <name>heddle::SaveSearchDialog</name>
    <message>
        <source>Raise a flag on each attempt it matches</source>
        <translation>对匹配到的每个尝试提出标记</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Edit &gt; Raise Behaviour Flags gives each attempt whose trajectory the search matches an FP flag, with the matching steps as evidence: what it finds lets a patch pass without solving the task</source>
        <translation>“编辑 &gt; 提出行为标记”会为轨迹与该搜索匹配的每个尝试提出一个FP标记，并以匹配的步骤作为证据：它找到的内容会让补丁在未解决任务的情况下通过</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Flag: behaviour.%1.&lt;attempt&gt; (FP)</source>
        <translation>标记：behaviour.%1.&lt;attempt&gt;（FP）</translation>
    </message>
</context>
<context>
    <name>heddle::SavedSearches</name>
    <message>
        <source>Reading git history beyond the base commit</source>
        <translation>读取基准提交之后的git历史</translation>
    </message>
    <message>
        <source>Editing or deleting test files</source>
        <translation>编辑或删除测试文件</translation>
    </message>
    <message>
        <source>Installing packages</source>
        <translation>安装软件包</translation>
    </message>
    <message>
        <source>Network access</source>
        <translation>网络访问</translation>
    </message>
    <message>
        <source>Reading the expected results</source>
        <translation>读取预期结果</translation>
    </message>
</context>
<context>
    <name>heddle::ScintillaFinder</name>
    <message numerus="yes">
        <source>Replaced %n</source>
        <translation>
            <numerusform>已替换%n处</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第%1个，共%2个</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n个匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::SearchController</name>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Indexing the dataset… %1%</source>
        <translation>正在为数据集建立索引… %1%</translation>
    </message>
    <message numerus="yes">
        <source>Index: %n task(s)</source>
        <translation>
            <numerusform>索引：%n个任务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n file(s) could not be read</source>
        <translation>
            <numerusform>，%n个文件无法读取</numerusform>
        </translation>
    </message>
    <message>
        <source>The index is unavailable: %1</source>
        <translation>索引不可用：%1</translation>
    </message>
    <message>
        <source>Search is unavailable: %1</source>
        <translation>搜索不可用：%1</translation>
    </message>
    <message>
        <source>Saved the search “%1”.</source>
        <translation>已保存搜索“%1”。</translation>
    </message>
    <message>
        <source>Indexing the dataset…</source>
        <translation>正在为数据集建立索引…</translation>
    </message>
    <message>
        <source>&amp;Search Dataset…</source>
        <translation>搜索数据集(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 is not in the queue as it is filtered now; clear the filter to open it.</source>
        <translation>%1因当前的筛选而不在队列中；请清除筛选后再打开它。</translation>
    </message>
</context>
<context>
    <name>heddle::SearchPanel</name>
    <message>
        <source>query</source>
        <translation>问题描述</translation>
    </message>
    <message>
        <source>thought</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>patch</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>test file</source>
        <translation>测试文件</translation>
    </message>
    <message>
        <source>This task only</source>
        <translation>仅此任务</translation>
    </message>
    <message>
        <source>Search every trajectory, patch and test: words, &quot;a phrase&quot;, prefix*, OR, NOT</source>
        <translation>搜索所有轨迹、补丁和测试：词语、&quot;短语&quot;、前缀*、OR、NOT</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>搜索查询</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>已保存的搜索</translation>
    </message>
    <message>
        <source>Searches for what reviewers look for, and your own (right-click to remove one)</source>
        <translation>审阅者常用的搜索以及您自己的搜索（右键单击可删除）</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Keep this query and kind of text under a name</source>
        <translation>以一个名称保存此查询及文本类型</translation>
    </message>
    <message>
        <source>Remove “%1”</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Kind of text</source>
        <translation>文本类型</translation>
    </message>
    <message>
        <source>All text</source>
        <translation>所有文本</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>所有模型</translation>
    </message>
    <message>
        <source>How the attempt ended</source>
        <translation>尝试的结束方式</translation>
    </message>
    <message>
        <source>Any ending</source>
        <translation>任意结束方式</translation>
    </message>
    <message>
        <source>Flags of the attempt</source>
        <translation>尝试的标记</translation>
    </message>
    <message>
        <source>Flagged or not</source>
        <translation>不限标记</translation>
    </message>
    <message>
        <source>Attempts with an FP flag</source>
        <translation>有FP标记的尝试</translation>
    </message>
    <message>
        <source>Attempts with an FN flag</source>
        <translation>有FN标记的尝试</translation>
    </message>
    <message>
        <source>file path contains</source>
        <translation>文件路径包含</translation>
    </message>
    <message>
        <source>File filter</source>
        <translation>文件筛选</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Raises a flag on each attempt it matches (Edit &gt; Raise Behaviour Flags)</source>
        <translation>对匹配到的每个尝试提出标记（编辑 &gt; 提出行为标记）</translation>
    </message>
    <message>
        <source>Saved searches…</source>
        <translation>已保存的搜索…</translation>
    </message>
    <message>
        <source>Type a query to save first.</source>
        <translation>请先输入要保存的查询。</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>结束方式：%1</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>仅%1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>the task&apos;s own text</source>
        <translation>任务自身的文本</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>步骤%1</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) so far…</source>
        <translation>
            <numerusform>目前已找到%n个结果…</numerusform>
        </translation>
    </message>
    <message>
        <source>The query cannot be run: %1</source>
        <translation>无法执行该查询：%1</translation>
    </message>
    <message>
        <source>No match (%1 ms).</source>
        <translation>无匹配（%1毫秒）。</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) in %1 task(s), %2 ms.</source>
        <translation>
            <numerusform>在%1个任务中找到%n个结果，用时%2毫秒。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>heddle::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Filter by command or key</source>
        <translation>按命令或按键筛选</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>heddle::ShownTask</name>
    <message>
        <source>Reference patch</source>
        <translation>参考补丁</translation>
    </message>
</context>
<context>
    <name>heddle::SideBySideDiffView</name>
    <message>
        <source>Old version</source>
        <translation>旧版本</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>新版本</translation>
    </message>
</context>
<context>
    <name>heddle::SlurmBackend</name>
    <message>
        <source>cancelled before it was submitted to Slurm</source>
        <translation>在提交到Slurm之前已取消</translation>
    </message>
    <message>
        <source>Slurm rejected the job: %1</source>
        <translation>Slurm拒绝了该作业：%1</translation>
    </message>
</context>
<context>
    <name>heddle::SpecEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Saved when you leave the field or press Ctrl+Return.</source>
        <translation>离开该字段或按Ctrl+Return时保存。</translation>
    </message>
    <message>
        <source>Filter tests</source>
        <translation>筛选测试</translation>
    </message>
    <message>
        <source>Move the spec up in its category (Ctrl+Shift+Up in the spec list)</source>
        <translation>在所属类别中上移该规格（在规格列表中按Ctrl+Shift+Up）</translation>
    </message>
    <message>
        <source>Move the spec down in its category (Ctrl+Shift+Down in the spec list)</source>
        <translation>在所属类别中下移该规格（在规格列表中按Ctrl+Shift+Down）</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>添加规格(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the spec and its interactions (Delete in the spec list)</source>
        <translation>删除该规格及其交互（在规格列表中按Delete）</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>Id(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>类别(&amp;C)：</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>文本(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Interacts with:</source>
        <translation>交互对象(&amp;I)：</translation>
    </message>
    <message>
        <source>Co&amp;vered by:</source>
        <translation>覆盖测试(&amp;V)：</translation>
    </message>
    <message>
        <source>Spec %1</source>
        <translation>规格%1</translation>
    </message>
    <message>
        <source>Spec %1 — %2</source>
        <translation>规格%1 — %2</translation>
    </message>
    <message>
        <source>%1 (in no list)</source>
        <translation>%1（不在任何列表中）</translation>
    </message>
    <message>
        <source>Neither FAIL_TO_PASS nor PASS_TO_PASS: it does not count as covering a spec.</source>
        <translation>既不在FAIL_TO_PASS中也不在PASS_TO_PASS中：它不算作覆盖某个规格。</translation>
    </message>
    <message>
        <source>⚠ No test covers this spec: a patch can ignore it and still pass.</source>
        <translation>⚠ 没有测试覆盖此规格：补丁可以忽略它而仍然通过。</translation>
    </message>
    <message>
        <source>⚠ %1 is in neither FAIL_TO_PASS nor PASS_TO_PASS, so it does not count as covering %2%3.</source>
        <translation>⚠ %1既不在FAIL_TO_PASS中也不在PASS_TO_PASS中，因此不算作覆盖%2%3。</translation>
    </message>
    <message>
        <source>, which no listed test covers</source>
        <translation>，且没有已列出的测试覆盖该规格</translation>
    </message>
    <message>
        <source>Interacts with</source>
        <translation>交互对象</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>覆盖的测试</translation>
    </message>
</context>
<context>
    <name>heddle::SpecEdits</name>
    <message>
        <source>Spec %1 added</source>
        <translation>已添加规格%1</translation>
    </message>
    <message>
        <source>Spec %1 removed</source>
        <translation>已删除规格%1</translation>
    </message>
    <message>
        <source>Spec %1 moved up, above %2</source>
        <translation>规格%1已上移至%2之上</translation>
    </message>
    <message>
        <source>Spec %1 moved down, below %2</source>
        <translation>规格%1已下移至%2之下</translation>
    </message>
    <message>
        <source>Spec %1 moved after %2</source>
        <translation>规格%1已移至%2之后</translation>
    </message>
    <message>
        <source>Spec %1 moved before %2</source>
        <translation>规格%1已移至%2之前</translation>
    </message>
    <message>
        <source>Spec %1 renamed %2</source>
        <translation>规格%1已重命名为%2</translation>
    </message>
    <message>
        <source>Spec %1 retitled</source>
        <translation>规格%1已更改标题</translation>
    </message>
    <message>
        <source>Spec %1 reworded</source>
        <translation>规格%1已改写</translation>
    </message>
    <message>
        <source>Spec %1 now in category %2</source>
        <translation>规格%1现属于类别%2</translation>
    </message>
    <message>
        <source>%1 and %2 now interact</source>
        <translation>%1与%2现在存在交互</translation>
    </message>
    <message>
        <source>%1 and %2 no longer interact</source>
        <translation>%1与%2不再存在交互</translation>
    </message>
    <message>
        <source>%1 covered by %2</source>
        <translation>%1由%2覆盖</translation>
    </message>
    <message>
        <source>%1 no longer covered by %2</source>
        <translation>%1不再由%2覆盖</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraph</name>
    <message>
        <source>spec id %1 is given more than once</source>
        <translation>规格id %1出现了多次</translation>
    </message>
    <message>
        <source>spec %1 interacts with %2, which is not a spec of the task</source>
        <translation>规格%1与%2交互，但后者不是该任务的规格</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraphSvg</name>
    <message>
        <source>Spec interaction graph</source>
        <translation>规格交互图</translation>
    </message>
    <message>
        <source>No test covers this spec.</source>
        <translation>没有测试覆盖此规格。</translation>
    </message>
    <message>
        <source>%1 · no test</source>
        <translation>%1 · 无测试</translation>
    </message>
</context>
<context>
    <name>heddle::SpecGraphView</name>
    <message>
        <source>No covering test: a passing attempt says nothing about this spec.</source>
        <translation>没有覆盖测试：通过的尝试无法说明此规格的任何情况。</translation>
    </message>
    <message>
        <source>Covered by:</source>
        <translation>覆盖测试：</translation>
    </message>
    <message>
        <source>no covering test</source>
        <translation>无覆盖测试</translation>
    </message>
    <message>
        <source>Remove the Interaction of %1 and %2</source>
        <translation>删除%1与%2之间的交互</translation>
    </message>
</context>
<context>
    <name>heddle::SpecListView</name>
    <message>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>覆盖测试</translation>
    </message>
    <message>
        <source>&amp;Add Spec</source>
        <translation>添加规格(&amp;A)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Remove Spec</source>
        <translation>删除规格(&amp;R)</translation>
    </message>
    <message>
        <source>Category %1</source>
        <translation>类别%1</translation>
    </message>
    <message>
        <source>no test: a false-positive risk</source>
        <translation>无测试：有假阳性风险</translation>
    </message>
    <message>
        <source>No test checks this spec, so a patch that breaks it can still pass.</source>
        <translation>没有测试检查此规格，因此破坏它的补丁仍可能通过。</translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n个测试</numerusform>
        </translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
</context>
<context>
    <name>heddle::StatsView</name>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <source>in repair</source>
        <translation>修复中</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>(no spec)</source>
        <translation>（无规格）</translation>
    </message>
    <message>
        <source>(no model)</source>
        <translation>（无模型）</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%3个中的%2个）</translation>
    </message>
    <message>
        <source>Tasks by status</source>
        <translation>按状态统计的任务</translation>
    </message>
    <message>
        <source>Pass rate per model (number of attempts)</source>
        <translation>各模型的通过率（尝试次数）</translation>
    </message>
    <message>
        <source>Flags per spec category</source>
        <translation>各规格类别的标记</translation>
    </message>
    <message>
        <source>Review agent precision (confirmed of judged flags; open and needs-rerun flags are undecided)</source>
        <translation>审查智能体的精确率（已裁定标记中已确认的比例；未处理和需要重新运行的标记视为未决）</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>FP precision</source>
        <translation>FP精确率</translation>
    </message>
    <message>
        <source>FP undecided</source>
        <translation>FP未决</translation>
    </message>
    <message>
        <source>FN precision</source>
        <translation>FN精确率</translation>
    </message>
    <message>
        <source>FN undecided</source>
        <translation>FN未决</translation>
    </message>
    <message>
        <source>Curator agreement (Cohen&apos;s kappa over the flags both curators judged)</source>
        <translation>审校人一致性（基于两位审校人都已裁定的标记计算的Cohen&apos;s kappa）</translation>
    </message>
    <message>
        <source>Curators</source>
        <translation>审校人</translation>
    </message>
    <message>
        <source>Flags both judged</source>
        <translation>双方均已裁定的标记</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>No two curators have judged the same flags.</source>
        <translation>没有两位审校人裁定过相同的标记。</translation>
    </message>
    <message>
        <source>1 task</source>
        <translation>1个任务</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation>%1个任务</translation>
    </message>
    <message>
        <source>%1 failed to load</source>
        <translation>%1个加载失败</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1个警告</translation>
    </message>
    <message>
        <source>Failed to load:</source>
        <translation>加载失败：</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>%1: 1 task</source>
        <translation>%1：1个任务</translation>
    </message>
    <message>
        <source>%1: %2 tasks</source>
        <translation>%1：%2个任务</translation>
    </message>
    <message>
        <source>Pass rate</source>
        <translation>通过率</translation>
    </message>
    <message>
        <source>%1: %2 of %3 attempts pass every FAIL_TO_PASS and PASS_TO_PASS test</source>
        <translation>%1：%3次尝试中有%2次通过了所有FAIL_TO_PASS和PASS_TO_PASS测试</translation>
    </message>
    <message>
        <source>judged by the newest validation run: %1; by the results stored with the attempt: %2</source>
        <translation>按最新验证运行判断：%1；按随尝试保存的结果判断：%2</translation>
    </message>
    <message>
        <source>Attempts that pass</source>
        <translation>通过的尝试</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未处理</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>needs rerun</source>
        <translation>需要重新运行</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>All flags</source>
        <translation>所有标记</translation>
    </message>
    <message>
        <source>Spec category: %1</source>
        <translation>规格类别：%1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>(no attempt)</source>
        <translation>（无尝试）</translation>
    </message>
    <message>
        <source>Review agents (precision against the curators&apos; verdicts; recall: the confirmed problems each source raised too)</source>
        <translation>审查智能体（精确率以审校人的裁定为准；召回率：各来源也提出了的已确认问题）</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>无标记。</translation>
    </message>
    <message>
        <source>Model servers asked by the built-in reviewers (tokens as the servers counted them)</source>
        <translation>内置审阅器请求的模型服务器（令牌数以服务器统计为准）</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>From the cache</source>
        <translation>来自缓存</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示令牌</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>补全令牌</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source> (some estimated)</source>
        <translation>（部分为估计）</translation>
    </message>
    <message>
        <source>no price stated</source>
        <translation>未标价格</translation>
    </message>
</context>
<context>
    <name>heddle::Tampering</name>
    <message>
        <source>one of the task&apos;s test files</source>
        <translation>该任务的某个测试文件</translation>
    </message>
    <message>
        <source>a conftest.py, which pytest loads before the tests and which can change their outcome</source>
        <translation>conftest.py，pytest会在测试之前加载它，它可能改变测试结果</translation>
    </message>
    <message>
        <source>%1, which Python runs at start-up, before any test</source>
        <translation>%1，Python会在启动时、任何测试之前运行它</translation>
    </message>
    <message>
        <source>%1, which takes the place of the test runner&apos;s own module</source>
        <translation>%1，它会取代测试运行器自身的模块</translation>
    </message>
    <message>
        <source>the test runner&apos;s configuration or script</source>
        <translation>测试运行器的配置或脚本</translation>
    </message>
    <message>
        <source>a test file</source>
        <translation>测试文件</translation>
    </message>
    <message>
        <source>part of the test command (%1)</source>
        <translation>测试命令的一部分（%1）</translation>
    </message>
    <message>
        <source>the test runner&apos;s section of %1</source>
        <translation>%1中测试运行器的配置节</translation>
    </message>
</context>
<context>
    <name>heddle::TaskBadgeDelegate</name>
    <message>
        <source>load error</source>
        <translation>加载错误</translation>
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
        <translation>有一个测试id为空。</translation>
    </message>
    <message>
        <source>%1 is declared FAIL_TO_PASS twice.</source>
        <translation>%1被声明为FAIL_TO_PASS两次。</translation>
    </message>
    <message>
        <source>%1 is declared both FAIL_TO_PASS and PASS_TO_PASS: a test is in one list.</source>
        <translation>%1同时被声明为FAIL_TO_PASS和PASS_TO_PASS：一个测试只能属于一个列表。</translation>
    </message>
    <message>
        <source>%1 is declared PASS_TO_PASS twice.</source>
        <translation>%1被声明为PASS_TO_PASS两次。</translation>
    </message>
    <message>
        <source>The test command holds a NUL character, which no shell can run.</source>
        <translation>测试命令包含NUL字符，任何shell都无法运行它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a log format Heddle reads (pytest, django, sympy, junit, or none to tell from the output).</source>
        <translation>“%1”不是Heddle能读取的日志格式（pytest、django、sympy、junit，或none表示根据输出判断）。</translation>
    </message>
    <message>
        <source>The container image &quot;%1&quot; holds a space: an image is one name, such as python:3.11 or ghcr.io/owner/image:tag.</source>
        <translation>容器镜像“%1”包含空格：镜像是一个名称，例如python:3.11或ghcr.io/owner/image:tag。</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; holds a space: a language is one word, such as python.</source>
        <translation>语言“%1”包含空格：语言是一个单词，例如python。</translation>
    </message>
    <message>
        <source>The query cannot be empty: it is what the solver is asked to do.</source>
        <translation>问题描述不能为空：它是要求求解器完成的内容。</translation>
    </message>
    <message>
        <source>A spec needs an id.</source>
        <translation>规格需要一个id。</translation>
    </message>
    <message>
        <source>The spec id &quot;%1&quot; may hold only letters, digits and . _ + - (starting with a letter or digit).</source>
        <translation>规格id“%1”只能包含字母、数字以及. _ + -（须以字母或数字开头）。</translation>
    </message>
    <message>
        <source>Two specs have the id %1: spec ids are unique.</source>
        <translation>两个规格的id都是%1：规格id必须唯一。</translation>
    </message>
    <message>
        <source>Spec %1 has the category &quot;%2&quot;, which the dataset does not have (it has %3).</source>
        <translation>规格%1的类别为“%2”，但数据集中没有该类别（现有类别：%3）。</translation>
    </message>
    <message>
        <source>Spec %1 cannot interact with itself.</source>
        <translation>规格%1不能与自身交互。</translation>
    </message>
    <message>
        <source>Spec %1 interacts with %2, which is not a spec of the task.</source>
        <translation>规格%1与%2交互，但后者不是该任务的规格。</translation>
    </message>
    <message>
        <source>Spec %1 names %2 twice.</source>
        <translation>规格%1两次指定了%2。</translation>
    </message>
    <message>
        <source>Spec %1 names an empty test.</source>
        <translation>规格%1指定了一个空测试。</translation>
    </message>
    <message>
        <source>Spec %1 names the test %2 twice.</source>
        <translation>规格%1两次指定了测试%2。</translation>
    </message>
    <message>
        <source>The test file path &quot;%1&quot; is not a relative path inside the repository (no &apos;..&apos;, &apos;.git&apos;, &apos;\&apos; or leading &apos;/&apos;).</source>
        <translation>测试文件路径“%1”不是仓库内的相对路径（不能包含&apos;..&apos;、&apos;.git&apos;、&apos;\&apos;或以&apos;/&apos;开头）。</translation>
    </message>
    <message>
        <source>The test file %1 is there twice.</source>
        <translation>测试文件%1出现了两次。</translation>
    </message>
    <message>
        <source>Cannot remove the test file.</source>
        <translation>无法删除该测试文件。</translation>
    </message>
</context>
<context>
    <name>heddle::TaskEditController</name>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>No task is shown.</source>
        <translation>未显示任何任务。</translation>
    </message>
    <message>
        <source>%1 is not the task shown; undo works on the task shown.</source>
        <translation>%1不是当前显示的任务；撤销仅作用于当前显示的任务。</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>无法保存%1：%2</translation>
    </message>
</context>
<context>
    <name>heddle::TaskListModel</name>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <source>In repair</source>
        <translation>修复中</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>none judged</source>
        <translation>无已判定</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1（已过时）</translation>
    </message>
    <message>
        <source>No mutation analysis yet (Validate &gt; Mutation Analysis, or heddle mutate).</source>
        <translation>尚无变异分析（验证 &gt; 变异分析，或heddle mutate）。</translation>
    </message>
    <message>
        <source>The newest mutation analysis cannot be read: %1</source>
        <translation>无法读取最新的变异分析：%1</translation>
    </message>
    <message>
        <source>Mutation analysis %1 judged no mutant of the reference.</source>
        <translation>变异分析%1未判定参考补丁的任何变异体。</translation>
    </message>
    <message numerus="yes">
        <source>Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survive(s).</source>
        <translation>
            <numerusform>变异分析%1：在参考补丁的%3个已判定变异体中，测试杀死了%2个；%n个存活。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mutant(s) could not be judged (not applied, timed out, failed or cancelled).</source>
        <translation>
            <numerusform>%n个变异体无法判定（未应用、超时、失败或已取消）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale: %1.</source>
        <translation>已过时：%1。</translation>
    </message>
    <message>
        <source>Failed to load</source>
        <translation>加载失败</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) by %1</source>
        <translation>
            <numerusform>%1的%n次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 open, %2 confirmed, %3 dismissed, %4 waiting for a re-run</source>
        <translation>%1个未处理，%2个已确认，%3个已驳回，%4个等待重新运行</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>尝试</translation>
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
        <translation>状态</translation>
    </message>
    <message>
        <source>Load error</source>
        <translation>加载错误</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>变异</translation>
    </message>
    <message>
        <source>False-positive flags: open / all (the tests may pass a wrong patch)</source>
        <translation>假阳性标记：未处理 / 全部（测试可能让错误的补丁通过）</translation>
    </message>
    <message>
        <source>False-negative flags: open / all (the tests may reject a valid patch)</source>
        <translation>假阴性标记：未处理 / 全部（测试可能拒绝有效的补丁）</translation>
    </message>
    <message>
        <source>Mutation score of the newest analysis: the share of the reference&apos;s mutants the tests kill (low: the tests miss behaviour of the reference; stale: the task changed since)</source>
        <translation>最新分析的变异得分：测试杀死的参考补丁变异体所占比例（低：测试遗漏了参考补丁的某些行为；已过时：此后任务已更改）</translation>
    </message>
    <message>
        <source>How many specs (requirements) the task has</source>
        <translation>任务有多少条规格（需求）</translation>
    </message>
</context>
<context>
    <name>heddle::TaskPage</name>
    <message>
        <source>This task cannot be edited here.</source>
        <translation>无法在此编辑该任务。</translation>
    </message>
</context>
<context>
    <name>heddle::TaskReport</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>…（还有%n个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>The patch cannot be read: %1</source>
        <translation>无法读取补丁：%1</translation>
    </message>
    <message>
        <source>The patch is empty.</source>
        <translation>补丁为空。</translation>
    </message>
    <message>
        <source>%1 (new file)</source>
        <translation>%1（新文件）</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1（已删除）</translation>
    </message>
    <message>
        <source>%1 → %2 (renamed)</source>
        <translation>%1 → %2（已重命名）</translation>
    </message>
    <message>
        <source>(binary file)</source>
        <translation>（二进制文件）</translation>
    </message>
    <message>
        <source>The attempt has no trajectory.</source>
        <translation>该尝试没有轨迹。</translation>
    </message>
    <message>
        <source>The trajectory cannot be read: %1</source>
        <translation>无法读取轨迹：%1</translation>
    </message>
    <message>
        <source>The trajectory has no step %1.</source>
        <translation>轨迹中没有步骤%1。</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <source>Thought</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>The patch has no such hunk.</source>
        <translation>补丁中没有此差异块。</translation>
    </message>
    <message>
        <source>The task has no such test file.</source>
        <translation>该任务没有此测试文件。</translation>
    </message>
    <message>
        <source>The test file has no line %1.</source>
        <translation>测试文件中没有第%1行。</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>问题描述</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>The task has no specs.</source>
        <translation>该任务没有规格。</translation>
    </message>
    <message>
        <source>Interacts with: %1</source>
        <translation>交互对象：%1</translation>
    </message>
    <message>
        <source>Covered by no test.</source>
        <translation>没有测试覆盖。</translation>
    </message>
    <message>
        <source>Covered by: %1</source>
        <translation>覆盖测试：%1</translation>
    </message>
    <message>
        <source>Interaction graph</source>
        <translation>交互图</translation>
    </message>
    <message>
        <source>A line joins two specs that interact; a box&apos;s colour and its last line name its category; a dashed box is a spec that no test covers.</source>
        <translation>连线连接两个相互作用的规格；方框的颜色及其最后一行表示其类别；虚线方框表示没有测试覆盖的规格。</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>无标记。</translation>
    </message>
    <message>
        <source>FP: the tests pass a wrong patch</source>
        <translation>FP：测试通过了错误的补丁</translation>
    </message>
    <message>
        <source>FN: the tests reject a valid patch</source>
        <translation>FN：测试拒绝了有效的补丁</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>confidence %1%</source>
        <translation>置信度%1%</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>裁定：</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>尝试%1</translation>
    </message>
    <message>
        <source>specs %1</source>
        <translation>规格%1</translation>
    </message>
    <message>
        <source>tests %1</source>
        <translation>测试%1</translation>
    </message>
    <message>
        <source>Diffs</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Reference patch</source>
        <translation>参考补丁</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>尝试%1</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>尝试id：%1</translation>
    </message>
    <message>
        <source>exit status: %1</source>
        <translation>退出状态：%1</translation>
    </message>
    <message>
        <source>Task %1 — Heddle report</source>
        <translation>任务%1 — Heddle报告</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>任务%1</translation>
    </message>
    <message>
        <source>Dataset %1</source>
        <translation>数据集%1</translation>
    </message>
    <message>
        <source>Repository %1 at %2</source>
        <translation>仓库%1，基准提交%2</translation>
    </message>
    <message>
        <source>Specs: %1 · Attempts: %2 · Flags: %3</source>
        <translation>规格：%1 · 尝试：%2 · 标记：%3</translation>
    </message>
    <message>
        <source>Report made %1</source>
        <translation>报告生成于%1</translation>
    </message>
    <message>
        <source>Attempts × tests</source>
        <translation>尝试×测试</translation>
    </message>
    <message>
        <source>Validation runs</source>
        <translation>验证运行</translation>
    </message>
    <message>
        <source>Curation</source>
        <translation>审校</translation>
    </message>
    <message>
        <source>%1 — Heddle report</source>
        <translation>%1 — Heddle报告</translation>
    </message>
    <message>
        <source>Tasks: %1</source>
        <translation>任务：%1</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>FP flags</source>
        <translation>FP标记</translation>
    </message>
    <message>
        <source>FN flags</source>
        <translation>FN标记</translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <source>%1 (%2 open)</source>
        <translation>%1（%2个未处理）</translation>
    </message>
</context>
<context>
    <name>heddle::TaskSnapshot</name>
    <message>
        <source>The task&apos;s loading was stopped.</source>
        <translation>任务的加载已停止。</translation>
    </message>
</context>
<context>
    <name>heddle::TaskViews</name>
    <message>
        <source>Select a task to see it here.</source>
        <translation>选择一个任务以在此处查看。</translation>
    </message>
    <message>
        <source>The task %1 cannot be shown:
%2</source>
        <translation>无法显示任务%1：
%2</translation>
    </message>
    <message>
        <source>The empty patch changes nothing; %1 runs against the base commit.</source>
        <translation>空补丁不做任何更改；%1在基准提交上运行。</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>驳回</translation>
    </message>
    <message>
        <source>Ask to re-run</source>
        <translation>要求重新运行</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>%1 flag %2 of %3</source>
        <translation>%1任务%3的标记%2</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存%1</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑%2的%1</translation>
    </message>
    <message>
        <source>the tests (%1)</source>
        <translation>测试（%1）</translation>
    </message>
    <message>
        <source>The tests of %1 have unsaved edits: %2.
Save them to the dataset?</source>
        <translation>%1的测试有未保存的编辑：%2。
是否将其保存到数据集？</translation>
    </message>
    <message>
        <source>%1 has unsaved edits: %2.
Save them to the dataset?</source>
        <translation>%1有未保存的编辑：%2。
是否将其保存到数据集？</translation>
    </message>
    <message>
        <source>Unsaved Test Edits</source>
        <translation>未保存的测试编辑</translation>
    </message>
    <message>
        <source>Unsaved Edits</source>
        <translation>未保存的编辑</translation>
    </message>
    <message>
        <source>The test edits were not saved</source>
        <translation>测试编辑未保存</translation>
    </message>
    <message>
        <source>The test edits could not be kept as a draft</source>
        <translation>无法将测试编辑保留为草稿</translation>
    </message>
</context>
<context>
    <name>heddle::TestCommandForm</name>
    <message>
        <source>Test command</source>
        <translation>测试命令</translation>
    </message>
    <message>
        <source>Save Test Command</source>
        <translation>保存测试命令</translation>
    </message>
    <message>
        <source>unknown: the command that runs the tests, from the repository root</source>
        <translation>未知：从仓库根目录运行测试的命令</translation>
    </message>
    <message>
        <source>Run with /bin/sh -c from the repository root; Heddle reads a JUnit XML report or the output</source>
        <translation>从仓库根目录以/bin/sh -c运行；Heddle读取JUnit XML报告或输出</translation>
    </message>
    <message>
        <source>python</source>
        <translation>python</translation>
    </message>
    <message>
        <source>from the output</source>
        <translation>根据输出判断</translation>
    </message>
    <message>
        <source>none (runs in the sandbox)</source>
        <translation>无（在沙箱中运行）</translation>
    </message>
    <message>
        <source>Save the test command and its settings into the dataset as one commit (Ctrl+S)</source>
        <translation>将测试命令及其设置作为一次提交保存到数据集（Ctrl+S）</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Log format</source>
        <translation>日志格式</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>modified, not saved</source>
        <translation>已修改，未保存</translation>
    </message>
    <message>
        <source>unknown: the task has no test command, so it cannot be validated</source>
        <translation>未知：该任务没有测试命令，因此无法验证</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>Empty: the container backend runs the tests in %1, the image named for the task (SWE-bench&apos;s naming, or the dataset&apos;s validation.container.image)</source>
        <translation>留空：容器后端在%1中运行测试，即为该任务指定的镜像（按SWE-bench的命名，或数据集的validation.container.image）</translation>
    </message>
</context>
<context>
    <name>heddle::TestEditSession</name>
    <message>
        <source>A draft of %1 was found, but task %2 has no such test file any more</source>
        <translation>找到了%1的草稿，但任务%2已不再有该测试文件</translation>
    </message>
    <message>
        <source>There is no draft of %1 to restore</source>
        <translation>没有可恢复的%1草稿</translation>
    </message>
</context>
<context>
    <name>heddle::TestEditor</name>
    <message>
        <source>Test file (• marks unsaved changes)</source>
        <translation>测试文件（•表示未保存的更改）</translation>
    </message>
    <message>
        <source>Flag notes</source>
        <translation>标记说明</translation>
    </message>
    <message>
        <source>Show the rationale of each flag under the lines it cites</source>
        <translation>在每个标记引用的行下方显示其理由</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save this test file into the dataset (Ctrl+S)</source>
        <translation>将此测试文件保存到数据集（Ctrl+S）</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Save test file</source>
        <translation>保存测试文件</translation>
    </message>
    <message>
        <source>Next flagged line</source>
        <translation>下一个带标记的行</translation>
    </message>
    <message>
        <source>Previous flagged line</source>
        <translation>上一个带标记的行</translation>
    </message>
    <message>
        <source>Open the flag of this line</source>
        <translation>打开此行的标记</translation>
    </message>
    <message>
        <source>%1 has unsaved changes</source>
        <translation>%1有未保存的更改</translation>
    </message>
    <message>
        <source>Unsaved edits to %1 from %2 were recovered.</source>
        <translation>已恢复对%1的未保存编辑（保存于%2）。</translation>
    </message>
    <message numerus="yes">
        <source>Unsaved edits to %n test files (the latest from %1) were recovered.</source>
        <translation>
            <numerusform>已恢复对%n个测试文件的未保存编辑（最新的保存于%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved file has changed since; restoring replaces it with the draft.</source>
        <translation>已保存的文件在此之后已被更改；恢复会用草稿替换它。</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>测试文件</translation>
    </message>
    <message>
        <source>Suggest a repair for the flag of this line</source>
        <translation>为此行的标记建议修复</translation>
    </message>
</context>
<context>
    <name>heddle::TestFileController</name>
    <message>
        <source>&amp;Fetch Test Files</source>
        <translation>获取测试文件(&amp;F)</translation>
    </message>
    <message>
        <source>Read the whole text of every file the task&apos;s test_patch touches from its repository, at the base commit with the test_patch applied</source>
        <translation>从仓库读取任务的test_patch涉及的每个文件的完整文本，基于基准提交并应用test_patch</translation>
    </message>
    <message>
        <source>Fetch Test Files of Every Task in the &amp;Queue</source>
        <translation>获取队列中所有任务的测试文件(&amp;Q)</translation>
    </message>
    <message>
        <source>Fetching test files…</source>
        <translation>正在获取测试文件…</translation>
    </message>
    <message>
        <source>Fetch the test files of %1</source>
        <translation>获取%1的测试文件</translation>
    </message>
    <message numerus="yes">
        <source>Fetch the test files of %n task(s)</source>
        <translation>
            <numerusform>获取%n个任务的测试文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Read from each task&apos;s repository at its base commit with its test_patch applied.

%1</source>
        <translation>从每个任务的仓库读取，基于其基准提交并应用其test_patch。

%1</translation>
    </message>
    <message numerus="yes">
        <source>The test files of %n task(s) could not be fetched.</source>
        <translation>
            <numerusform>无法获取%n个任务的测试文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>No task lacked its test files.</source>
        <translation>没有任务缺少测试文件。</translation>
    </message>
    <message numerus="yes">
        <source>Fetched the test files of %n task(s).</source>
        <translation>
            <numerusform>已获取%n个任务的测试文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>The repositories could not be saved.</source>
        <translation>无法保存仓库。</translation>
    </message>
    <message>
        <source>Set where the dataset&apos;s repositories are</source>
        <translation>设置数据集仓库所在的位置</translation>
    </message>
</context>
<context>
    <name>heddle::TestListsEditor</name>
    <message>
        <source>not declared</source>
        <translation>未声明</translation>
    </message>
    <message>
        <source>Filter tests</source>
        <translation>筛选测试</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>No patch</source>
        <translation>无补丁</translation>
    </message>
    <message>
        <source>What the newest run gave with the reference patch</source>
        <translation>最新一次运行使用参考补丁的结果</translation>
    </message>
    <message>
        <source>What the newest run gave with no patch</source>
        <translation>最新一次运行不使用补丁的结果</translation>
    </message>
    <message>
        <source>Test lists</source>
        <translation>测试列表</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>移至：</translation>
    </message>
    <message>
        <source>Not declared</source>
        <translation>未声明</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>移至%1</translation>
    </message>
    <message>
        <source>Move the selected tests to %1 (%2 in the list)</source>
        <translation>将所选测试移至%1（在列表中按%2）</translation>
    </message>
    <message>
        <source>%1 FAIL_TO_PASS · %2 PASS_TO_PASS · %3 not declared</source>
        <translation>%1个FAIL_TO_PASS · %2个PASS_TO_PASS · %3个未声明</translation>
    </message>
    <message>
        <source>Filter the tests</source>
        <translation>筛选测试</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>none</source>
        <comment>in no test list</comment>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>heddle::TestLogParser</name>
    <message>
        <source>the test command exited with %1 and no test runner started</source>
        <translation>测试命令以%1退出，且没有测试运行器启动</translation>
    </message>
    <message>
        <source>the test command exited with %1 but the log reports no failing test: its results were not written by the test runner</source>
        <translation>测试命令以%1退出，但日志未报告任何失败的测试：其结果并非由测试运行器写入</translation>
    </message>
    <message>
        <source>not a JUnit report</source>
        <translation>不是JUnit报告</translation>
    </message>
    <message>
        <source>malformed JUnit XML</source>
        <translation>JUnit XML格式错误</translation>
    </message>
</context>
<context>
    <name>heddle::TestSelection</name>
    <message>
        <source>the option %1 is not one Heddle knows, so the word after it may be its value</source>
        <translation>Heddle不识别选项%1，因此其后的词可能是它的值</translation>
    </message>
    <message>
        <source>the option %1 changes what the command selects</source>
        <translation>选项%1会改变命令选择的测试</translation>
    </message>
    <message>
        <source>the option %1 has no value</source>
        <translation>选项%1没有值</translation>
    </message>
    <message>
        <source>the command runs nothing</source>
        <translation>该命令不运行任何内容</translation>
    </message>
    <message>
        <source>%1 is not a test runner whose selection Heddle knows</source>
        <translation>%1不是Heddle了解其测试选择方式的测试运行器</translation>
    </message>
    <message>
        <source>%1 runs no tests without its test command</source>
        <translation>没有测试命令时，%1不运行任何测试</translation>
    </message>
    <message>
        <source>the command runs code given on its command line</source>
        <translation>该命令运行在其命令行中给出的代码</translation>
    </message>
    <message>
        <source>python -m %1 is not a test runner whose selection Heddle knows</source>
        <translation>python -m %1不是Heddle了解其测试选择方式的测试运行器</translation>
    </message>
    <message>
        <source>go %1 runs no tests</source>
        <translation>go %1不运行任何测试</translation>
    </message>
    <message>
        <source>cargo: a test id does not say which crate or target holds it</source>
        <translation>cargo：测试id未说明它属于哪个crate或目标</translation>
    </message>
    <message>
        <source>vitest %1 is not a plain run of the tests</source>
        <translation>vitest %1不是普通的测试运行</translation>
    </message>
    <message>
        <source>the test %1 does not name its file</source>
        <translation>测试%1未指明其文件</translation>
    </message>
    <message>
        <source>the test %1 does not name its module</source>
        <translation>测试%1未指明其模块</translation>
    </message>
    <message>
        <source>the argument %1 is not a test file, folder or module Heddle can compare</source>
        <translation>参数%1不是Heddle能够比较的测试文件、文件夹或模块</translation>
    </message>
    <message>
        <source>the command does not select the test %1</source>
        <translation>该命令未选择测试%1</translation>
    </message>
    <message>
        <source>the test %1 does not name its Go test function</source>
        <translation>测试%1未指明其Go测试函数</translation>
    </message>
    <message>
        <source>no tests are declared</source>
        <translation>未声明任何测试</translation>
    </message>
    <message>
        <source>only a shell can say what a pipeline, a list, a redirection or an expansion runs</source>
        <translation>只有shell才能确定管道、命令列表、重定向或展开式会运行什么</translation>
    </message>
    <message>
        <source>tox is given no test paths after --</source>
        <translation>tox在--之后没有给出测试路径</translation>
    </message>
    <message>
        <source>unittest discover chooses its files by a pattern</source>
        <translation>unittest discover按模式选择文件</translation>
    </message>
    <message>
        <source>the command already runs only what holds the declared tests</source>
        <translation>该命令已经只运行包含已声明测试的内容</translation>
    </message>
</context>
<context>
    <name>heddle::TestsPage</name>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Move this test file</source>
        <translation>移动此测试文件</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete this test file</source>
        <translation>删除此测试文件</translation>
    </message>
    <message>
        <source>New File…</source>
        <translation>新建文件…</translation>
    </message>
    <message>
        <source>Add a test file to the task</source>
        <translation>向任务添加测试文件</translation>
    </message>
    <message>
        <source>Not declared: the tests run %1 reported and the specs name that are in neither list.</source>
        <translation>未声明：运行%1报告的以及规格中指定的、但不在任何列表中的测试。</translation>
    </message>
    <message>
        <source>Not declared: the tests the specs name that are in neither list; validate the task (Ctrl+R) to see every test its files hold.</source>
        <translation>未声明：规格中指定的、但不在任何列表中的测试；验证该任务（Ctrl+R）可查看其文件包含的所有测试。</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <translation>
            <numerusform>%n个测试</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer declared</source>
        <translation>%1不再声明</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation>%1已移至%2</translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation>未移动：%1</translation>
    </message>
    <message>
        <source>The task has no test file %1.</source>
        <translation>该任务没有测试文件%1。</translation>
    </message>
    <message>
        <source>Test file not changed</source>
        <translation>测试文件未更改</translation>
    </message>
    <message>
        <source>New Test File</source>
        <translation>新建测试文件</translation>
    </message>
    <message>
        <source>Path of the new test file, relative to the repository root (its extension picks the syntax colouring):</source>
        <translation>新测试文件的路径，相对于仓库根目录（其扩展名决定语法着色）：</translation>
    </message>
    <message>
        <source>Test file %1 added</source>
        <translation>已添加测试文件%1</translation>
    </message>
    <message>
        <source>Rename Test File</source>
        <translation>重命名测试文件</translation>
    </message>
    <message>
        <source>New path of %1:</source>
        <translation>%1的新路径：</translation>
    </message>
    <message>
        <source>Test file %1 renamed to %2</source>
        <translation>测试文件%1已重命名为%2</translation>
    </message>
    <message>
        <source>Delete Test File</source>
        <translation>删除测试文件</translation>
    </message>
    <message>
        <source>%1 has unsaved changes, which will be lost. Delete the test file anyway?</source>
        <translation>%1有未保存的更改，这些更改将会丢失。仍要删除该测试文件吗？</translation>
    </message>
    <message>
        <source>Delete the test file %1 from the task?</source>
        <translation>要从任务中删除测试文件%1吗？</translation>
    </message>
    <message>
        <source>Edit &gt; Undo brings it back.</source>
        <translation>“编辑 &gt; 撤销”可将其恢复。</translation>
    </message>
    <message>
        <source>Test file %1 deleted</source>
        <translation>已删除测试文件%1</translation>
    </message>
    <message>
        <source>No open flag of Heddle&apos;s own analysis cites line %1: nothing to repair.</source>
        <translation>没有来自 Heddle 自身分析的未决标记引用第 %1 行：无可修复。</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryPage</name>
    <message>
        <source>Show another attempt&apos;s trajectory beside it, step by step</source>
        <translation>在旁边逐步显示另一个尝试的轨迹</translation>
    </message>
    <message>
        <source>side by side with</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Attempt %1 has no trajectory.</source>
        <translation>尝试%1没有轨迹。</translation>
    </message>
    <message>
        <source>The task has no attempt %1.</source>
        <translation>该任务没有尝试%1。</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryStepDelegate</name>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>%L1 tokens</source>
        <translation>%L1个词元</translation>
    </message>
    <message>
        <source>cited by a flag</source>
        <translation>被标记引用</translation>
    </message>
    <message>
        <source>… 1 more line</source>
        <translation>… 还有1行</translation>
    </message>
    <message>
        <source>… %L1 more lines</source>
        <translation>… 还有%L1行</translation>
    </message>
    <message>
        <source>action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>heddle::TrajectoryView</name>
    <message>
        <source>1 step</source>
        <translation>1个步骤</translation>
    </message>
    <message>
        <source>%L1 steps</source>
        <translation>%L1个步骤</translation>
    </message>
    <message>
        <source>Show %1 steps</source>
        <translation>显示%1类步骤</translation>
    </message>
    <message>
        <source>Find in steps (Enter: next, Shift+Enter: previous)</source>
        <translation>在步骤中查找（Enter：下一个，Shift+Enter：上一个）</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载%1…</translation>
    </message>
    <message>
        <source>Reading… %1 so far</source>
        <translation>正在读取… 目前已读取%1</translation>
    </message>
    <message>
        <source>%1 before this error: %2</source>
        <translation>出错前已读取%1：%2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第%1个，共%2个</translation>
    </message>
    <message>
        <source>Find in the steps</source>
        <translation>在步骤中查找</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
</context>
<context>
    <name>heddle::UnifiedDiffView</name>
    <message>
        <source>Diff</source>
        <translation>差异</translation>
    </message>
</context>
<context>
    <name>heddle::Validation</name>
    <message>
        <source>the JUnit report (%1 MB) is larger than the limit of %2 MB and was not read</source>
        <translation>JUnit报告（%1 MB）超过了%2 MB的上限，未被读取</translation>
    </message>
    <message>
        <source>the test log cannot be read: %1</source>
        <translation>无法读取测试日志：%1</translation>
    </message>
    <message>
        <source>, Slurm job %1</source>
        <translation>，Slurm作业%1</translation>
    </message>
    <message>
        <source>container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>not sandboxed</source>
        <translation>无沙箱</translation>
    </message>
    <message>
        <source>bubblewrap</source>
        <translation>bubblewrap</translation>
    </message>
    <message>
        <source>bubblewrap is not installed</source>
        <translation>未安装bubblewrap</translation>
    </message>
    <message>
        <source>cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>the package under test %1 was imported from %2, not from the task&apos;s repository</source>
        <translation>被测包 %1 从 %2 导入，而不是从任务的仓库导入</translation>
    </message>
</context>
<context>
    <name>heddle::ValidationController</name>
    <message>
        <source>Validate &amp;Task</source>
        <translation>验证任务(&amp;T)</translation>
    </message>
    <message>
        <source>Run the task&apos;s tests with the reference, the empty patch and every attempt</source>
        <translation>使用参考补丁、空补丁和每个尝试运行该任务的测试</translation>
    </message>
    <message>
        <source>Validate &amp;Selected Tasks</source>
        <translation>验证所选任务(&amp;S)</translation>
    </message>
    <message>
        <source>Validate Every Task in the &amp;Queue</source>
        <translation>验证队列中的所有任务(&amp;Q)</translation>
    </message>
    <message>
        <source>Every task the queue shows, as filtered</source>
        <translation>队列中显示的所有任务（按当前筛选）</translation>
    </message>
    <message>
        <source>&amp;Cancel Validation</source>
        <translation>取消验证(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mutation Analysis</source>
        <translation>变异分析(&amp;M)</translation>
    </message>
    <message>
        <source>Run the task&apos;s tests against small changes of its reference: those that survive show what no test checks</source>
        <translation>针对参考补丁的微小改动运行该任务的测试：存活下来的改动揭示了没有测试检查的内容</translation>
    </message>
    <message>
        <source>&amp;Runs per Patch</source>
        <translation>每个补丁的运行次数(&amp;R)</translation>
    </message>
    <message>
        <source>1 (no repeats)</source>
        <translation>1（不重复）</translation>
    </message>
    <message>
        <source>%1 (finds flaky tests)</source>
        <translation>%1（可发现不稳定的测试）</translation>
    </message>
    <message>
        <source>&amp;Parallel Runs</source>
        <translation>并行运行数(&amp;P)</translation>
    </message>
    <message>
        <source>One per Core (%1)</source>
        <translation>每核一个（%1）</translation>
    </message>
    <message>
        <source>Allow Runs &amp;Without a Sandbox</source>
        <translation>允许无沙箱运行(&amp;W)</translation>
    </message>
    <message>
        <source>Run tests without a sandbox?</source>
        <translation>在没有沙箱的情况下运行测试？</translation>
    </message>
    <message>
        <source>Where bubblewrap is not installed, test commands would run with your permissions: they could read your files, use the network and write anywhere you can. Tests and patches are untrusted code.

Install bubblewrap (apt install bubblewrap) to keep runs sandboxed.</source>
        <translation>在未安装bubblewrap的环境中，测试命令将以您的权限运行：它们可以读取您的文件、使用网络并写入您有权写入的任何位置。测试和补丁都是不受信任的代码。

安装bubblewrap（apt install bubblewrap）以使运行保持在沙箱中。</translation>
    </message>
    <message>
        <source>Run Attempts as &amp;Submitted</source>
        <translation>按提交原样运行尝试(&amp;S)</translation>
    </message>
    <message>
        <source>Run each attempt&apos;s patch whole, including the hunks that change test files, conftest.py, the test configuration or the runner (taken out by default)</source>
        <translation>完整运行每个尝试的补丁，包括更改测试文件、conftest.py、测试配置或运行器的差异块（默认会去除这些差异块）</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>无法分析%1：%2</translation>
    </message>
    <message>
        <source>Mutation analysis of %1…</source>
        <translation>正在对%1进行变异分析…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>bubblewrap is not installed</source>
        <translation>未安装bubblewrap</translation>
    </message>
    <message>
        <source>Heddle runs test commands in a bubblewrap sandbox (no network, only the workspace writable), and bubblewrap is not installed here. Install it (apt install bubblewrap) and validate again.

Running without a sandbox gives untrusted tests and patches your permissions.</source>
        <translation>Heddle在bubblewrap沙箱中运行测试命令（无网络，仅工作区可写），但此处未安装bubblewrap。请安装它（apt install bubblewrap）后重新验证。

在没有沙箱的情况下运行，会让不受信任的测试和补丁获得您的权限。</translation>
    </message>
    <message>
        <source>Run Without a Sandbox</source>
        <translation>无沙箱运行</translation>
    </message>
    <message>
        <source>%1 cannot be validated: %2</source>
        <translation>无法验证%1：%2</translation>
    </message>
    <message>
        <source>Validation cancelled. Runs that ended were recorded.</source>
        <translation>验证已取消。已结束的运行已被记录。</translation>
    </message>
    <message>
        <source>Validated 1 task: the controls hold.</source>
        <translation>已验证1个任务：对照成立。</translation>
    </message>
    <message>
        <source>Validated %1 tasks: the controls hold in every one.</source>
        <translation>已验证%1个任务：所有任务的对照均成立。</translation>
    </message>
    <message>
        <source>Validated %1 tasks: the controls hold in %2, fail or could not run in %3.</source>
        <translation>已验证%1个任务：%2个任务的对照成立，%3个任务的对照不成立或无法运行。</translation>
    </message>
    <message>
        <source>cancelled before any run ended; nothing recorded</source>
        <translation>在任何运行结束前已取消；未记录任何内容</translation>
    </message>
    <message>
        <source>Mutation analysis of %1</source>
        <translation>%1的变异分析</translation>
    </message>
    <message>
        <source>the controls hold</source>
        <translation>对照均成立</translation>
    </message>
    <message>
        <source>a control fails</source>
        <translation>有对照失败</translation>
    </message>
    <message>
        <source>Validate %1: %2</source>
        <translation>验证%1：%2</translation>
    </message>
    <message>
        <source>Run %1 (%2); computed flags recomputed.</source>
        <translation>运行%1（%2）；已重新生成计算得出的标记。</translation>
    </message>
</context>
<context>
    <name>heddle::ValidationPanel</name>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed</source>
        <translation>%1个通过，%2个失败</translation>
    </message>
    <message>
        <source>, %1 skipped</source>
        <translation>，%1个跳过</translation>
    </message>
    <message>
        <source>, hunk %1</source>
        <translation>，差异块%1</translation>
    </message>
    <message>
        <source>patch does not apply</source>
        <translation>补丁无法应用</translation>
    </message>
    <message>
        <source>patch does not apply (%1)</source>
        <translation>补丁无法应用（%1）</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>退出码%1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation>启动失败：%1</translation>
    </message>
    <message>
        <source>crashed: %1</source>
        <translation>崩溃：%1</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>over a limit: %1</source>
        <translation>超出限制：%1</translation>
    </message>
    <message>
        <source>controls hold</source>
        <translation>对照成立</translation>
    </message>
    <message>
        <source>reference fails 1 test</source>
        <translation>参考补丁有1个测试失败</translation>
    </message>
    <message>
        <source>reference fails %1 tests</source>
        <translation>参考补丁有%1个测试失败</translation>
    </message>
    <message>
        <source>reference: %1</source>
        <translation>参考补丁：%1</translation>
    </message>
    <message>
        <source>empty patch breaks 1 expectation</source>
        <translation>空补丁违反了1项预期</translation>
    </message>
    <message>
        <source>empty patch breaks %1 expectations</source>
        <translation>空补丁违反了%1项预期</translation>
    </message>
    <message>
        <source>empty patch: %1</source>
        <translation>空补丁：%1</translation>
    </message>
    <message>
        <source>%1 flaky</source>
        <translation>%1个不稳定</translation>
    </message>
    <message>
        <source>%1 · untrustworthy</source>
        <translation>%1 · 不可信</translation>
    </message>
    <message>
        <source>%1 MB of output left out: the first and the last part are kept.</source>
        <translation>省略了%1 MB的输出：仅保留开头和结尾部分。</translation>
    </message>
    <message>
        <source>Statuses and durations from the JUnit report the command wrote.</source>
        <translation>状态和耗时来自命令写入的JUnit报告。</translation>
    </message>
    <message>
        <source>Statuses read from the output.</source>
        <translation>状态读取自输出。</translation>
    </message>
    <message>
        <source>Untrustworthy results: %1.</source>
        <translation>结果不可信：%1。</translation>
    </message>
    <message>
        <source>%1 hunk %2</source>
        <translation>%1差异块%2</translation>
    </message>
    <message>
        <source>Ran without the hunks that change the tests: %1.</source>
        <translation>运行时去除了更改测试的差异块：%1。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Validation runs the task&apos;s tests with the reference patch, with no patch and with every attempt&apos;s patch, each in a fresh sandboxed checkout.</source>
        <translation>验证会分别使用参考补丁、不使用补丁以及使用每个尝试的补丁运行该任务的测试，每次都在全新的沙箱检出中进行。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>Earlier runs of this task</source>
        <translation>该任务之前的运行</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>补丁</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Was</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>About</source>
        <translation>涉及</translation>
    </message>
    <message>
        <source>Select a run to see its output.</source>
        <translation>选择一次运行以查看其输出。</translation>
    </message>
    <message>
        <source>Validating 1 task…</source>
        <translation>正在验证1个任务…</translation>
    </message>
    <message>
        <source>Validating %1 tasks…</source>
        <translation>正在验证%1个任务…</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>准备中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>%1 of %2 runs · %3 of %4 tasks</source>
        <translation>%1/%2次运行 · %3/%4个任务</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1/%2次运行</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>之前的运行</translation>
    </message>
    <message>
        <source>Earlier runs of %1</source>
        <translation>%1之前的运行</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>已过时</translation>
    </message>
    <message>
        <source>Run %1, started %2</source>
        <translation>运行%1，开始于%2</translation>
    </message>
    <message>
        <source>Stale: %1; its results no longer describe the task.</source>
        <translation>已过时：%1；其结果已不再反映该任务。</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>无法读取的记录</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>Validate the task to run its tests with every patch.</source>
        <translation>验证该任务以使用每个补丁运行其测试。</translation>
    </message>
    <message>
        <source>What changed since the last run: no run yet.</source>
        <translation>自上次运行以来的变化：尚无运行。</translation>
    </message>
    <message>
        <source>What changed since the last run: this is the first run.</source>
        <translation>自上次运行以来的变化：这是第一次运行。</translation>
    </message>
    <message>
        <source>Nothing changed from run %1 to run %2.</source>
        <translation>从运行%1到运行%2没有任何变化。</translation>
    </message>
    <message>
        <source>1 test result changed from run %1 to run %2:</source>
        <translation>从运行%1到运行%2有1个测试结果发生变化：</translation>
    </message>
    <message>
        <source>%1 test results changed from run %2 to run %3:</source>
        <translation>从运行%2到运行%3有%1个测试结果发生变化：</translation>
    </message>
    <message>
        <source>No computed flag was raised or cleared from run %1 to run %2.</source>
        <translation>从运行%1到运行%2没有提出或清除任何计算得出的标记。</translation>
    </message>
    <message>
        <source>Computed flags from run %1 to run %2: %3 raised, %4 cleared.</source>
        <translation>从运行%1到运行%2的计算标记：提出%3个，清除%4个。</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>已提出</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>已清除</translation>
    </message>
    <message>
        <source>%1 · %2 (live)</source>
        <translation>%1 · %2（实时）</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Changes since the run before</source>
        <translation>自上一次运行以来的变化</translation>
    </message>
    <message>
        <source>Flag changes</source>
        <translation>标记的变化</translation>
    </message>
    <message>
        <source>Run output</source>
        <translation>运行输出</translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>environment: %1</source>
        <translation>环境：%1</translation>
    </message>
    <message numerus="yes">
        <source> · %n without network</source>
        <translation>
            <numerusform> · %n 个无网络</numerusform>
        </translation>
    </message>
    <message>
        <source>Environment: %1 (%2).</source>
        <translation>环境：%1（%2）。</translation>
    </message>
    <message>
        <source>Imported %1 from %2</source>
        <translation>从 %2 导入了 %1</translation>
    </message>
    <message>
        <source>Failed on a network error, the run having no network: %1</source>
        <translation>因网络错误失败（运行没有网络）：%1</translation>
    </message>
</context>
<context>
    <name>heddle::VerdictExportController</name>
    <message>
        <source>Export &amp;Verdicts…</source>
        <translation>导出裁定(&amp;V)…</translation>
    </message>
    <message>
        <source>Write every flag with the curators&apos; verdicts on it as JSON Lines, to calibrate or train a review agent</source>
        <translation>将每个带有审校人裁定的标记写为JSON Lines，用于校准或训练审查智能体</translation>
    </message>
    <message>
        <source>Open a dataset to export its verdicts.</source>
        <translation>请打开一个数据集以导出其裁定。</translation>
    </message>
    <message>
        <source>Export Verdicts</source>
        <translation>导出裁定</translation>
    </message>
    <message>
        <source>Blind review hides the flags and other curators&apos; verdicts, and the export holds them all. Turn blind review off, then export.</source>
        <translation>盲审会隐藏标记和其他审校人的裁定，而导出包含所有这些内容。请先关闭盲审，再导出。</translation>
    </message>
    <message>
        <source>Export Verdicts To</source>
        <translation>导出裁定到</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Exporting the verdicts…</source>
        <translation>正在导出裁定…</translation>
    </message>
    <message>
        <source>Verdicts not exported</source>
        <translation>裁定未导出</translation>
    </message>
    <message>
        <source>Flags written: %1 (tasks read: %2).
File: %3</source>
        <translation>已写入标记：%1（已读取任务：%2）。
文件：%3</translation>
    </message>
    <message>
        <source>Problems while reading: %1 (see the details); the rest was exported.</source>
        <translation>读取时出现问题：%1（见详细信息）；其余部分已导出。</translation>
    </message>
    <message>
        <source>Verdicts exported</source>
        <translation>裁定已导出</translation>
    </message>
    <message>
        <source>Flags written: %1, to %2</source>
        <translation>已写入标记：%1，至%2</translation>
    </message>
</context>
<context>
    <name>heddle::Viewed</name>
    <message>
        <source>Cannot read the remembered viewed marks</source>
        <translation>无法读取记住的已查看标记</translation>
    </message>
    <message>
        <source>The remembered viewed marks are damaged and were reset</source>
        <translation>记住的已查看标记已损坏，已被重置</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>Cannot create the folder for the viewed marks</source>
        <translation>无法创建用于已查看标记的文件夹</translation>
    </message>
    <message>
        <source>Cannot save the viewed marks</source>
        <translation>无法保存已查看标记</translation>
    </message>
</context>
<context>
    <name>heddle::Workspace</name>
    <message>
        <source>%1 lies behind a symbolic link in the workspace</source>
        <translation>%1位于工作区中的符号链接之后</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1 in the workspace</source>
        <translation>无法在工作区中创建%1所在的文件夹</translation>
    </message>
    <message>
        <source>Cannot create the symbolic link %1 in the workspace</source>
        <translation>无法在工作区中创建符号链接%1</translation>
    </message>
    <message>
        <source>Cannot write %1 in the workspace: %2</source>
        <translation>无法在工作区中写入%1：%2</translation>
    </message>
    <message>
        <source>The repository holds an unsafe path: %1</source>
        <translation>仓库包含不安全的路径：%1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹%1</translation>
    </message>
    <message>
        <source>Cannot read %1 from the repository</source>
        <translation>无法从仓库读取%1</translation>
    </message>
    <message>
        <source>Cannot check out the repository</source>
        <translation>无法检出仓库</translation>
    </message>
    <message>
        <source>The test patch cannot be read: %1</source>
        <translation>无法读取测试补丁：%1</translation>
    </message>
    <message>
        <source>The patch cannot be read: %1</source>
        <translation>无法读取补丁：%1</translation>
    </message>
    <message>
        <source>%1 lies outside the repository</source>
        <translation>%1位于仓库之外</translation>
    </message>
    <message>
        <source>%1 already exists in the repository</source>
        <translation>%1已存在于仓库中</translation>
    </message>
    <message>
        <source>%1 does not exist in the repository</source>
        <translation>%1不存在于仓库中</translation>
    </message>
    <message>
        <source>The test patch&apos;s binary files cannot be read: %1</source>
        <translation>无法读取测试补丁中的二进制文件：%1</translation>
    </message>
    <message>
        <source>The test patch&apos;s binary files do not apply: %1</source>
        <translation>测试补丁中的二进制文件无法应用：%1</translation>
    </message>
    <message>
        <source>Cannot read %1 from the test patch</source>
        <translation>无法从测试补丁中读取%1</translation>
    </message>
    <message>
        <source>The base commit %1 is not in the repository %2</source>
        <translation>基准提交%1不在仓库%2中</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1</source>
        <translation>无法创建工作区文件夹%1</translation>
    </message>
    <message>
        <source>Cannot create a workspace in %1: %2</source>
        <translation>无法在%1中创建工作区：%2</translation>
    </message>
    <message>
        <source>The test file %1 lies outside the repository</source>
        <translation>测试文件%1位于仓库之外</translation>
    </message>
    <message>
        <source>The workspace %1 does not exist</source>
        <translation>工作区%1不存在</translation>
    </message>
    <message>
        <source>Cannot remove the workspace %1</source>
        <translation>无法删除工作区%1</translation>
    </message>
</context>
</TS>
