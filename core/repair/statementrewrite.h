// What relaxCheck() builds before it writes lines: the rewrites of one statement, shared by the rewriters of each
// class of check (core/repair/messagerewrites.cpp, core/repair/checkrewrites.cpp).
#pragma once

#include <core/repair/pythonstatement.h>
#include <core/repair/relaxation.h>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

class Relaxations
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Relaxations)
};

/// The longest line a rewrite writes on one line: longer ones keep, or get, line breaks.
constexpr qsizetype kColumns = 120;

/// A replacement of characters [begin, end) of a statement's joined text (an insertion when begin == end).
struct SpanEdit {
    qsizetype begin = 0;
    qsizetype end = 0;
    QString text;
};

/// One way to rewrite a statement: edits that keep the rest of it (and, where the one line would be too long, its
/// line breaks), or a whole new text, or a comment in its place.
struct StatementRewrite {
    PythonStatement statement;
    QList<SpanEdit> edits;
    QString whole;           // the new statement, several separated by '\n', when not empty
    QStringList linesBefore; // written before it at its indentation ("import pytest")
    bool drop = false;
    QString summary;
};

/// The check being relaxed: the input, its file, and the statement at its line.
struct RelaxContext {
    const RelaxInput &input;
    const PythonFile &file;
    const PythonStatement &statement;
};

StatementRewrite edited(const PythonStatement &statement, QList<SpanEdit> edits, const QString &summary);
StatementRewrite rewritten(const PythonStatement &statement, const QString &whole, const QString &summary);
/// The statement replaced by a comment that says which check was dropped; nullopt for a statement that is not a
/// check (a compound header, an assignment a later line may read).
std::optional<StatementRewrite> dropped(const RelaxContext &context, const PythonStatement &statement);

/// Whether the file imports the module at its top level ("import pytest", "import os, pytest").
bool importsModule(const PythonFile &file, const QString &module);
/// Whether the file imports the name from the module at its top level ("from collections import Counter").
bool importsName(const PythonFile &file, const QString &module, const QString &name);

/// ", message" of an assert, or nothing.
QString assertMessageSuffix(const PythonStatement &statement, const PythonAssert &parts);
/// "self." of "self.assertEqual": the callee up to its last dot.
QString calleePrefix(const PythonStatement &statement, const PythonCall &call);
/// The span of the callee's last dotted part.
TextSpan calleeNameSpan(const PythonStatement &statement, const PythonCall &call);
/// The argument of a call with the given callee and one positional argument ("type(x)" -> x).
std::optional<TextSpan> singleArgumentOf(const PythonStatement &statement, TextSpan s, const QString &callee);
/// None, True, False, Ellipsis, NotImplemented.
bool isConstant(QStringView code);

QList<StatementRewrite> relaxExactMessage(const RelaxContext &context);
QList<StatementRewrite> relaxPrivateName(const RelaxContext &context);
QList<StatementRewrite> relaxReprText(const RelaxContext &context);
QList<StatementRewrite> relaxUnorderedOrder(const RelaxContext &context);
QList<StatementRewrite> relaxFloatEquality(const RelaxContext &context);
QList<StatementRewrite> relaxIdentityOrType(const RelaxContext &context);
QList<StatementRewrite> relaxMockCalls(const RelaxContext &context);
QList<StatementRewrite> relaxTiming(const RelaxContext &context);

} // namespace heddle
