#include <app/language.h>

#include <QApplication>
#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

void install(const QString &file, const QString &folder)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(file, folder))
        return; // Qt's catalogues are optional: without them Qt's own buttons stay English
    QCoreApplication::installTranslator(translator.get());
    installed().push_back(std::move(translator));
}

// Chinese text in a Latin font is drawn from a fallback font whose lines are taller than the ones the views measured
// with the Latin font, and multi-line rows come out cut short. In Chinese the window's font is a CJK one (its Latin
// letters included), as a Chinese desktop's is; the font the window started with comes back for other languages.
void useFontFor(const QString &code)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return;
    static const QFont original = QApplication::font();
    QFont font = original;
    if (code == u"zh_CN") {
        const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
        for (const QString &cjk : {u"Noto Sans CJK SC"_s, u"Source Han Sans SC"_s, u"WenQuanYi Micro Hei"_s})
            if (families.contains(cjk)) {
                font.setFamilies({cjk, original.family()});
                break;
            }
    }
    if (font != QApplication::font())
        QApplication::setFont(font);
}

} // namespace

QList<Language> availableLanguages()
{
    return {{u"en"_s, u"English"_s}, {u"de"_s, u"Deutsch"_s}, {u"zh_CN"_s, u"简体中文"_s}};
}

QString languageName(const QString &code)
{
    for (const Language &l : availableLanguages())
        if (l.code == code)
            return l.name;
    return availableLanguages().constFirst().name;
}

QString resolveLanguage(const QString &setting)
{
    const QList<Language> languages = availableLanguages();
    for (const Language &l : languages)
        if (l.code == setting)
            return setting;
    // uiLanguages() lists the system's choices in order ("de-AT", "de", ...; "zh-Hans-CN", "zh-CN", "zh"); Chinese
    // in traditional script has no catalogue and falls through to the next choice.
    for (QString ui : QLocale::system().uiLanguages()) {
        ui.replace(u'-', u'_');
        if (ui == u"zh" || ui.startsWith(u"zh_CN") || ui.startsWith(u"zh_Hans") || ui.startsWith(u"zh_SG"))
            return u"zh_CN"_s;
        if (ui.startsWith(u"zh"))
            continue;
        const QString base = ui.section(u'_', 0, 0);
        for (const Language &l : languages)
            if (l.code == base)
                return l.code;
    }
    return u"en"_s;
}

QString installLanguage(const QString &setting)
{
    for (const auto &t : installed())
        QCoreApplication::removeTranslator(t.get());
    installed().clear();

    const QString code = resolveLanguage(setting);
    // The English catalogue holds only plural forms ("1 task", "2 tasks"); another language falls back to it for a
    // string it lacks, so it goes first (a translator installed later is asked first).
    install(u"heddle_en"_s, u":/i18n"_s);
    if (code != u"en") {
        const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        install(u"qtbase_"_s + code, qtFolder);
        install(u"qscintilla_"_s + code, qtFolder);
        install(u"heddle_"_s + code, u":/i18n"_s);
    }
    // Numbers and dates follow a language chosen in Preferences; following the system, they are the system's.
    QLocale::setDefault(setting.isEmpty() ? QLocale::system() : QLocale(code));
    useFontFor(code);
    return code;
}

} // namespace heddle
