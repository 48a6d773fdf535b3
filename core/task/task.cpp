#include <core/task/task.h>

namespace heddle {

using namespace Qt::StringLiterals;

QString flagKindName(FlagKind kind)
{
    return kind == FlagKind::FalsePositive ? u"FP"_s : u"FN"_s;
}

QString flagSourceName(FlagSource source)
{
    return source == FlagSource::ReviewAgent ? u"review-agent"_s : u"computed"_s;
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Open: return u"open"_s;
    case Verdict::Confirmed: return u"confirmed"_s;
    case Verdict::Dismissed: return u"dismissed"_s;
    case Verdict::NeedsRerun: return u"needs_rerun"_s;
    }
    return u"open"_s;
}

QString curationStatusName(CurationStatus status)
{
    switch (status) {
    case CurationStatus::New: return u"new"_s;
    case CurationStatus::InReview: return u"in_review"_s;
    case CurationStatus::InRepair: return u"in_repair"_s;
    case CurationStatus::Approved: return u"approved"_s;
    case CurationStatus::Rejected: return u"rejected"_s;
    }
    return u"new"_s;
}

std::optional<CurationStatus> curationStatusFromName(QStringView name)
{
    static const CurationStatus all[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                         CurationStatus::Approved, CurationStatus::Rejected};
    for (CurationStatus s : all)
        if (name == curationStatusName(s))
            return s;
    return std::nullopt;
}

} // namespace heddle
